import { useState, type ReactNode } from 'react';
import { Button, Flex, Modal } from 'antd';
import { serverMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';

export interface PosterActionsProps {
  /** What the member calls the item: 'Event', 'Article', 'Opportunity'. */
  noun: string;
  /** The item's title, for the toasts. */
  title: string;
  /** The item's edit dialog, drawn while open (so it starts from the item as it is). */
  renderEdit: (onClose: () => void) => ReactNode;
  /** Deletes the item (rejects with the server's refusal). */
  remove: () => Promise<void>;
  /** After the item is deleted (leave its page). */
  onDeleted: () => void;
}

/**
 * The buttons of a listing's poster (events, news, CME): 'Edit <noun>' opens the item's form, 'Delete <noun>' asks
 * first, then deletes it and says so.
 */
export function PosterActions({ noun, title, renderEdit, remove, onDeleted }: PosterActionsProps) {
  const [editing, setEditing] = useState(false);
  const [modal, modalHolder] = Modal.useModal();
  const lower = noun.toLowerCase();

  const confirmDelete = () =>
    void modal.confirm({
      title: `Delete this ${lower}?`,
      content: `It leaves the ${lower} list for everyone, with what members marked on it. This cannot be undone.`,
      okText: `Delete ${noun}`,
      okButtonProps: { danger: true },
      cancelText: 'Cancel',
      onOk: async () => {
        try {
          await remove();
        } catch (error) {
          toast({ title: `Could not delete the ${lower}`, description: serverMessage(error) ?? 'Please try again.', variant: 'destructive' });
          return;
        }
        toast({ title: `${noun} deleted`, description: `${title} is no longer listed.` });
        onDeleted();
      },
    });

  return (
    <Flex gap={8} wrap>
      {modalHolder}
      <Button onClick={() => setEditing(true)}>Edit {noun}</Button>
      <Button danger onClick={confirmDelete}>
        Delete {noun}
      </Button>
      {editing && renderEdit(() => setEditing(false))}
    </Flex>
  );
}
