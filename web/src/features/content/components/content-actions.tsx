import { useEffect, useRef, useState } from 'react';
import {
  DeleteOutlined,
  EditOutlined,
  FlagOutlined,
  MoreOutlined,
  ShareAltOutlined,
} from '@ant-design/icons';
import { Button, Dropdown, Modal, type MenuProps } from 'antd';
import { useNavigate } from 'react-router-dom';
import { LazyReportDialog, type ReportTarget } from '@/components/report/lazy-report-dialog';
import { paths } from '@/config/paths';
import { useDeleteContent } from '../api/delete-content';
import { shareContent } from '../utils/share-content';

export interface ContentActionsProps {
  contentId: number;
  /** What Share names the link by. */
  contentTitle: string;
  isAuthor: boolean;
  /** Runs after a successful delete (the detail page leaves for /content). */
  onDeleted?: () => void;
  /** Open the menu once shown (it was clicked while loading). */
  openAtOnce?: boolean;
  /** Take the focus once shown (the button it replaces had it). */
  focusAtOnce?: boolean;
}

/** The content card's menu: Edit and Delete (confirmed) for the author, Share and Report for everyone else. */
export function ContentActions({
  contentId,
  contentTitle,
  isAuthor,
  onDeleted,
  openAtOnce = false,
  focusAtOnce = false,
}: ContentActionsProps) {
  const navigate = useNavigate();
  const [open, setOpen] = useState(openAtOnce);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusAtOnce) button.current?.focus();
  }, [focusAtOnce]);
  const [modal, modalHolder] = Modal.useModal();
  const { remove } = useDeleteContent();
  const [reporting, setReporting] = useState<ReportTarget | null>(null);

  function confirmDelete() {
    void modal.confirm({
      title: 'Delete content',
      content: 'Are you sure you want to delete this content? This action cannot be undone.',
      okText: 'Delete',
      okButtonProps: { danger: true },
      cancelText: 'Cancel',
      onOk: async () => {
        if (await remove(contentId)) onDeleted?.();
      },
    });
  }

  const menuItems: MenuProps['items'] = isAuthor
    ? [
        {
          key: 'edit',
          icon: <EditOutlined />,
          label: 'Edit',
          onClick: () => navigate(paths.contentEdit.getHref(contentId)),
        },
        { key: 'delete', icon: <DeleteOutlined />, label: 'Delete', danger: true, onClick: confirmDelete },
      ]
    : [
        {
          key: 'share',
          icon: <ShareAltOutlined />,
          label: 'Share',
          onClick: () => void shareContent({ id: contentId, title: contentTitle }),
        },
        {
          key: 'report',
          icon: <FlagOutlined />,
          label: 'Report',
          onClick: () => setReporting({ targetType: 'content', targetId: contentId }),
        },
      ];

  return (
    <>
      {modalHolder}
      <LazyReportDialog target={reporting} onClose={() => setReporting(null)} />
      <Dropdown
        open={open}
        onOpenChange={setOpen}
        menu={{ items: menuItems }}
        trigger={['click']}
        placement="bottomRight"
      >
        <Button ref={button} type="text" icon={<MoreOutlined />} aria-label="Content actions" />
      </Dropdown>
    </>
  );
}
