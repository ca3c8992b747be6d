import { useEffect, useRef, useState } from 'react';
import { Button, Flex, Form, Input, Modal, Progress, Select } from 'antd';
import { useForm } from 'react-hook-form';
import {
  contentTypes,
  isAutoSummaryOf,
  SUMMARY_MAX,
  type Content,
  type ContentType,
  type PhiConfirmation,
  type UploadKind,
} from '@docnet/contracts';
import { FormField } from '@/components/form/form-field';
import { InputField, TextAreaField } from '@/components/form/input-field';
import { PhiRefusalNotice, usePhiRefusal } from '@/components/form/phi-refusal';
import { RhfForm } from '@/components/form/rhf-form';
import { schemaResolver } from '@/components/form/schema-resolver';
import { serverMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import {
  useCreateContent,
  useUpdateContent,
  type ContentDraft,
  type PhiSaveOptions,
} from '../api/save-content';
import { uploadContentFile } from '../api/upload-attachment';
import { useFileSlot, type FileSlot } from '../hooks/use-file-slot';
import {
  attachmentAccept,
  attachmentProblem,
  isUploadedAttachment,
  thumbnailAccept,
  thumbnailProblem,
} from '../utils/attachment';
import { clearComposerDraft, hasText, loadComposerDraft, saveComposerDraft } from '../utils/composer-draft';
import type { ComposerRequest } from '../utils/composer-request';
import { contentDraftOf, contentFormSchema, emptyContentValues, type ContentFormValues } from '../utils/content-form-values';
import { contentTypeLabels } from '../utils/content-text';
import { FileChooser } from './file-chooser';
import { TagInput } from './tag-input';

const typeOptions = contentTypes.map((type) => ({ value: type, label: contentTypeLabels[type] }));

/** The form's fields the PHI guard reads, by the request's field paths, and their labels. */
const phiFields = ['title', 'body', 'summary', 'tags', 'attachmentUrl'] as const;
const phiFieldLabels: Record<(typeof phiFields)[number] | 'attachmentName' | 'attachmentText' | 'thumbnailName', string> = {
  title: 'Title',
  body: 'Body',
  summary: 'Summary',
  tags: 'Tags',
  attachmentUrl: 'External Attachment URL',
  // What the guard reads of the uploaded files: shown in the notice only, as no field of the form holds them.
  attachmentName: 'Attachment file name',
  attachmentText: 'Text in the attachment',
  thumbnailName: 'Thumbnail file name',
};

export type ContentFormProps =
  | {
      mode: 'create';
      initialType?: ContentType;
      initialDraft?: ComposerRequest;
      /** The member writing: what they type is kept as their draft on this device until published. */
      memberId: number;
      onSaved: (content: Content) => void;
      onCancel?: () => void;
    }
  | { mode: 'edit'; content: Content; onSaved: (content: Content) => void; onCancel?: () => void };

/** Create or edit, the same form. */
export function ContentForm(props: ContentFormProps) {
  return props.mode === 'create' ? <CreateContentForm {...props} /> : <EditContentForm {...props} />;
}

function CreateContentForm({
  initialType,
  initialDraft,
  memberId,
  onSaved,
  onCancel,
}: Extract<ContentFormProps, { mode: 'create' }>) {
  const { create, isSaving } = useCreateContent();
  // What another app shared in is the new text; otherwise the member's kept draft comes back, in the type of the
  // shortcut they opened it with, if any.
  const [defaults] = useState<ContentFormValues>(() => {
    const kept = initialDraft ? null : loadComposerDraft(memberId);
    if (kept) return { ...kept, contentType: initialType ?? kept.contentType };
    return { ...emptyContentValues(initialType), ...initialDraft };
  });
  return (
    <ContentFormFields
      mode="create"
      draftOwner={memberId}
      defaults={defaults}
      existingAttachment={null}
      existingThumbnail={null}
      save={create}
      isSaving={isSaving}
      onSaved={onSaved}
      onCancel={onCancel}
    />
  );
}

function EditContentForm({ content, onSaved, onCancel }: Extract<ContentFormProps, { mode: 'edit' }>) {
  const { update, isSaving } = useUpdateContent(content);
  const uploaded = isUploadedAttachment(content.attachmentUrl);
  return (
    <ContentFormFields
      mode="edit"
      defaults={{
        title: content.title,
        body: content.body,
        // An auto-summary is shown empty: saving fills it again from the (possibly edited) body.
        summary: isAutoSummaryOf(content.summary, content.body) ? '' : (content.summary ?? ''),
        contentType: content.contentType,
        tags: content.tags,
        attachmentUrl: uploaded ? '' : (content.attachmentUrl ?? ''),
      }}
      existingAttachment={uploaded ? content.attachmentUrl : null}
      existingThumbnail={content.thumbnailUrl}
      save={update}
      isSaving={isSaving}
      onSaved={onSaved}
      onCancel={onCancel}
    />
  );
}

interface ContentFormFieldsProps {
  mode: 'create' | 'edit';
  /** Whose draft the typed values are kept as (create only). */
  draftOwner?: number;
  defaults: ContentFormValues;
  existingAttachment: string | null;
  existingThumbnail: string | null;
  save: (draft: ContentDraft, options?: PhiSaveOptions) => Promise<Content | null>;
  isSaving: boolean;
  onSaved: (content: Content) => void;
  onCancel?: () => void;
}

/**
 * Uploads the chosen file of a slot, if any; answers the URL the content keeps. A file already uploaded by this form
 * (a save the PHI guard refused, then sent again) is not uploaded twice.
 */
async function uploadSlot(
  slot: FileSlot,
  kind: UploadKind,
  onProgress: (percent: number) => void,
  uploaded: Map<File, string>,
): Promise<string | null> {
  if (!slot.chosen) return slot.keptUrl;
  const done = uploaded.get(slot.chosen);
  if (done) return done;
  const { attachmentUrl } = await uploadContentFile(slot.chosen, kind, onProgress);
  uploaded.set(slot.chosen, attachmentUrl);
  return attachmentUrl;
}

function ContentFormFields({
  mode,
  draftOwner,
  defaults,
  existingAttachment,
  existingThumbnail,
  save,
  isSaving,
  onSaved,
  onCancel,
}: ContentFormFieldsProps) {
  const { control, handleSubmit, watch, reset, setValue, setError, formState } = useForm<ContentFormValues>({
    resolver: schemaResolver<ContentFormValues>(contentFormSchema),
    defaultValues: defaults,
    mode: 'onTouched',
  });
  const phi = usePhiRefusal(setError, phiFields);
  const attachment = useFileSlot(existingAttachment, attachmentProblem);
  const thumbnail = useFileSlot(existingThumbnail, thumbnailProblem);
  const [uploadPercent, setUploadPercent] = useState<number | null>(null);
  const uploaded = useRef(new Map<File, string>());
  const title = watch('title');
  const body = watch('body');
  const summary = watch('summary');
  const busy = isSaving || uploadPercent !== null;
  const [modal, modalHolder] = Modal.useModal();
  // What leaving would lose: typed text not yet published (or, editing, changed) and chosen files, which no draft keeps.
  const unsaved =
    (mode === 'create' ? hasText(watch()) : formState.isDirty) || !!attachment.chosen || !!thumbnail.chosen;

  useEffect(() => {
    if (draftOwner === undefined) return;
    const { unsubscribe } = watch((values) => saveComposerDraft(draftOwner, values as ContentFormValues));
    return unsubscribe;
  }, [watch, draftOwner]);

  // A reload or closing the tab asks first; the browser words the question.
  useEffect(() => {
    if (!unsaved) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [unsaved]);

  /** Cancel with a draft asks whether to throw it away; keeping it (also Escape) is the safe answer. */
  function cancel() {
    if (!onCancel) return;
    if (draftOwner === undefined || !unsaved) return onCancel();
    void modal.confirm({
      title: 'Discard this draft?',
      content: 'Keep draft closes the form and keeps what you wrote on this device until you publish it or sign out (chosen files are not kept).',
      okText: 'Discard',
      okButtonProps: { danger: true },
      cancelText: 'Keep draft',
      onOk: () => {
        clearComposerDraft(draftOwner);
        onCancel();
      },
      onCancel,
    });
  }
  const canSubmit = !!title?.trim() && !!body?.trim() && !busy;
  const urlNotice =
    mode === 'edit'
      ? 'External URL is disabled when a file is attached'
      : 'External URL is disabled when a file is selected for upload';

  function chooseAttachment(file: File) {
    attachment.choose(file);
    // A file and an external URL exclude each other: the file wins.
    if (!attachmentProblem(file)) setValue('attachmentUrl', '');
  }

  /** A chosen file is uploaded first; a failed upload stops the save. */
  async function uploadFiles(): Promise<{
    attachmentUrl: string | null;
    thumbnailUrl: string | null;
  } | null> {
    const slots: [FileSlot, UploadKind][] = [
      [attachment, 'attachment'],
      [thumbnail, 'thumbnail'],
    ];
    const urls: (string | null)[] = [];
    for (const [slot, kind] of slots) {
      try {
        if (slot.chosen && !uploaded.current.has(slot.chosen)) setUploadPercent(0);
        urls.push(await uploadSlot(slot, kind, setUploadPercent, uploaded.current));
      } catch (error) {
        console.error('Failed to upload file', error);
        slot.setError(serverMessage(error) ?? 'Failed to upload file');
        toast({ title: 'Failed to upload file', description: 'File upload failed', variant: 'destructive' });
        return null;
      } finally {
        setUploadPercent(null);
      }
    }
    return { attachmentUrl: urls[0], thumbnailUrl: urls[1] };
  }

  /** Saves what is typed; a PHI refusal keeps it all and shows the findings. */
  const submit = async (values: ContentFormValues, phiConfirmation?: PhiConfirmation) => {
    const files = await uploadFiles();
    if (!files) return;
    const saved = await save(contentDraftOf(values, { ...files, attached: attachment.attached }), {
      phiConfirmation,
      onPhiRefusal: phi.show,
    });
    if (!saved) return;
    phi.clear();
    if (draftOwner !== undefined) clearComposerDraft(draftOwner);
    if (mode === 'create') {
      reset(emptyContentValues());
      attachment.clear();
      thumbnail.clear();
    }
    onSaved(saved);
  };
  const onSubmit = handleSubmit((values) => submit(values));
  const confirmPhi = (confirmation: PhiConfirmation) => handleSubmit((values) => submit(values, confirmation))();

  return (
    <RhfForm
      aria-label={mode === 'create' ? 'Create content' : 'Edit content'}
      onSubmit={(event) => void onSubmit(event)}
    >
      {phi.refusal && (
        <PhiRefusalNotice
          refusal={phi.refusal}
          fieldLabels={phiFieldLabels}
          onConfirm={confirmPhi}
          confirmLabel={mode === 'create' ? 'Confirm and publish' : 'Confirm and update'}
          busy={busy}
          texts={{ title, body, summary }}
        />
      )}
      <InputField control={control} name="title" label="Title" placeholder="Title" />
      <TextAreaField
        control={control}
        name="body"
        label="Body"
        autoSize={{ minRows: 5, maxRows: 16 }}
        placeholder="Write your content..."
      />
      <TextAreaField
        control={control}
        name="summary"
        label="Summary"
        extra={`${(summary ?? '').length}/${SUMMARY_MAX} characters`}
        maxLength={SUMMARY_MAX}
        autoSize={{ minRows: 2, maxRows: 4 }}
        placeholder="A short summary (optional)"
      />
      <FormField
        control={control}
        name="contentType"
        label="Content Type"
        render={({ ref: _ref, ...field }) => <Select {...field} options={typeOptions} />}
      />
      <FormField
        control={control}
        name="tags"
        label="Tags"
        render={({ value, onChange, id }) => <TagInput id={id} value={value ?? []} onChange={onChange} />}
      />
      <FileChooser
        id="attachmentFile"
        label="Attachment"
        accept={attachmentAccept}
        chosen={attachment.chosen}
        existingUrl={attachment.existingUrl}
        removed={attachment.removed}
        error={attachment.error}
        disabled={busy}
        onChoose={chooseAttachment}
        onCancelChosen={attachment.cancelChosen}
        onRemoveExisting={attachment.removeExisting}
        onRestoreExisting={attachment.restoreExisting}
      />
      <FormField
        control={control}
        name="attachmentUrl"
        label="External Attachment URL"
        extra={attachment.attached ? urlNotice : undefined}
        render={(field) => (
          <Input
            {...field}
            value={field.value ?? ''}
            type="url"
            placeholder="https://"
            disabled={attachment.attached || busy}
          />
        )}
      />
      <FileChooser
        id="thumbnailFile"
        label="Thumbnail"
        accept={thumbnailAccept}
        chosen={thumbnail.chosen}
        existingUrl={thumbnail.existingUrl}
        removed={thumbnail.removed}
        error={thumbnail.error}
        disabled={busy}
        onChoose={thumbnail.choose}
        onCancelChosen={thumbnail.cancelChosen}
        onRemoveExisting={thumbnail.removeExisting}
        onRestoreExisting={thumbnail.restoreExisting}
        preview
      />
      {uploadPercent !== null && (
        <Form.Item label="Uploading">
          <Progress percent={uploadPercent} aria-label="Upload progress" />
        </Form.Item>
      )}
      <Flex justify="flex-end" gap={8}>
        {onCancel && (
          <Button onClick={cancel} disabled={busy}>
            Cancel
          </Button>
        )}
        <Button type="primary" htmlType="submit" disabled={!canSubmit}>
          {mode === 'create' ? 'Publish' : 'Update'}
        </Button>
      </Flex>
      {modalHolder}
    </RhfForm>
  );
}
