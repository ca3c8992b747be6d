import { useEffect, useRef, type ChangeEvent } from 'react';
import { PaperClipOutlined } from '@ant-design/icons';
import { Button, Flex, Form } from 'antd';
import { Text } from '@/components/ui/typography';
import { useAttachmentName } from '../api/get-attachment-name';
import { formatFileSize, isUploadedAttachment } from '../utils/attachment';

export interface FileChooserProps {
  id: string;
  label: string;
  accept: string;
  /** The file chosen in this form, not uploaded yet. */
  chosen: File | null;
  /** The file already attached to the content (edit mode), unless removed. */
  existingUrl: string | null;
  /** The existing file was removed in this form (it can be restored). */
  removed: boolean;
  /** The red error under the chooser (wrong type, too large, refused by the server). */
  error: string | null;
  disabled?: boolean;
  onChoose: (file: File) => void;
  onCancelChosen: () => void;
  onRemoveExisting: () => void;
  onRestoreExisting: () => void;
  /** Shows the existing file as a picture (the thumbnail) rather than a link. */
  preview?: boolean;
}

/**
 * A file chooser of the content form: the chosen file with a cancel button (which brings the
 * existing attachment back), the existing attachment with remove (edit mode), and the red file error.
 */
export function FileChooser({
  id,
  label,
  accept,
  chosen,
  existingUrl,
  removed,
  error,
  disabled,
  onChoose,
  onCancelChosen,
  onRemoveExisting,
  onRestoreExisting,
  preview,
}: FileChooserProps) {
  const existingName = useAttachmentName(!preview && isUploadedAttachment(existingUrl) ? existingUrl : null) ?? existingUrl;
  const input = useRef<HTMLInputElement>(null);
  // The native field keeps the chosen file, so it names it (emptied, it said 'No file chosen' beside the chosen
  // file); it is emptied once nothing is chosen (cancelled, refused, saved), so the same file can be chosen again.
  useEffect(() => {
    if (!chosen && input.current) input.current.value = '';
  });
  function onChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (file) onChoose(file);
  }

  return (
    <Form.Item
      label={label}
      htmlFor={id}
      validateStatus={error ? 'error' : undefined}
      help={error ?? undefined}
    >
      <Flex vertical gap={8}>
        <input ref={input} id={id} type="file" accept={accept} disabled={disabled} onChange={onChange} />
        {chosen && (
          <Flex gap={8} align="center" aria-label={`Chosen ${label.toLowerCase()}`}>
            <PaperClipOutlined />
            <Text>
              {chosen.name} ({formatFileSize(chosen.size)})
            </Text>
            <Button size="small" onClick={onCancelChosen}>
              Cancel
            </Button>
          </Flex>
        )}
        {!chosen && existingUrl && !removed && (
          <Flex gap={8} align="center" aria-label={`Current ${label.toLowerCase()}`}>
            {preview ? (
              <img src={existingUrl} alt="Current thumbnail" style={{ maxHeight: 80, borderRadius: 4 }} />
            ) : (
              <a href={existingUrl} target="_blank" rel="noopener noreferrer">
                <PaperClipOutlined /> {existingName}
              </a>
            )}
            <Button size="small" danger onClick={onRemoveExisting}>
              Remove {label.toLowerCase()}
            </Button>
          </Flex>
        )}
        {!chosen && existingUrl && removed && (
          <Flex gap={8} align="center">
            <Text type="secondary">
              The current {label.toLowerCase()} will be removed.
            </Text>
            <Button size="small" onClick={onRestoreExisting}>
              Restore {label.toLowerCase()}
            </Button>
          </Flex>
        )}
      </Flex>
    </Form.Item>
  );
}
