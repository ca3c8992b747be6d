import { Flex, Input } from 'antd';
import { useForm } from 'react-hook-form';
import {
  newsCategories,
  newsFormDefaults,
  newsFormFields,
  newsFormSchema,
  type NewsInput,
  type PhiConfirmation,
} from '@docnet/contracts';
import { ChoiceButtons } from '@/components/form/choice-buttons';
import { FormDialog } from '@/components/form/form-dialog';
import { FormField } from '@/components/form/form-field';
import { usePhiRefusal } from '@/components/form/phi-refusal';
import { schemaResolver } from '@/components/form/schema-resolver';
import { serverMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useCreateNews } from '../api/create-news';
import { categoryLabel } from '../utils/news-tabs';

/** What the form holds: tags as the comma-separated text the member types. */
type NewsFormValues = typeof newsFormDefaults;

/**
 * 'Share a Medical Journal Article' (part 2 §2.5, §5 News form): tags are comma-separated text (trimmed,
 * empty entries dropped by the schema). On success the dialog closes, the form resets and the lists refresh.
 */
export function PostArticleDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const createNews = useCreateNews();
  const {
    control,
    handleSubmit,
    reset,
    setError,
    formState: { isSubmitting },
  } = useForm<NewsFormValues, unknown, NewsInput>({
    // The schema parses the typed text into the request (tags text → list).
    resolver: schemaResolver<NewsFormValues, NewsInput>(newsFormSchema),
    defaultValues: newsFormDefaults,
    mode: 'onTouched',
  });

  const phi = usePhiRefusal(setError, newsFormFields);

  const close = () => {
    phi.clear();
    reset(newsFormDefaults);
    onClose();
  };

  /** A PHI refusal (issue 21) keeps the input and shows the findings with 'Confirm with a reason'. */
  const submit = async (input: NewsInput, phiConfirmation?: PhiConfirmation) => {
    try {
      await createNews(phiConfirmation ? { ...input, phiConfirmation } : input);
      close();
      toast({ title: 'Article published', description: `${input.title} is now listed in News.` });
    } catch (error) {
      if (phi.show(error)) return;
      toast({
        title: 'Failed to post article',
        description: serverMessage(error) ?? 'An unexpected error occurred. Please try again.',
        variant: 'destructive',
      });
    }
  };
  const onSubmit = handleSubmit((values) => submit(values));
  const confirmPhi = (reason: string) => handleSubmit((values) => submit(values, { reason }))();

  return (
    <FormDialog
      open={open}
      title="Share a Medical Journal Article"
      width={680}
      submitLabel="Publish Article"
      submitting={isSubmitting}
      onSubmit={onSubmit}
      onClose={close}
      phi={{
        refusal: phi.refusal,
        fieldLabels: {
          title: 'Title',
          summary: 'Summary',
          body: 'Article Body',
          sourceUrl: 'Source URL',
          tags: 'Tags',
        },
        onConfirm: confirmPhi,
        confirmLabel: 'Confirm and publish',
      }}
    >
      <FormField control={control} name="title" label="Title" render={(field) => <Input {...field} />} />
      <FormField
        control={control}
        name="summary"
        label="Summary"
        render={(field) => <Input.TextArea {...field} rows={2} />}
      />
      <FormField
        control={control}
        name="body"
        label="Article Body"
        render={(field) => <Input.TextArea {...field} rows={5} />}
      />
      <Flex gap={16}>
        <div style={{ flex: 1 }}>
          <FormField
            control={control}
            name="source"
            label="Source"
            render={(field) => <Input {...field} placeholder="e.g. Journal of Dental Research" />}
          />
        </div>
        <div style={{ flex: 1 }}>
          <FormField
            control={control}
            name="sourceUrl"
            label="Source URL"
            render={(field) => <Input {...field} type="url" placeholder="https://" />}
          />
        </div>
      </Flex>
      <FormField
        control={control}
        name="tags"
        label="Tags"
        extra="Separate tags with commas"
        render={(field) => <Input {...field} placeholder="implants, periodontics" />}
      />
      <FormField
        control={control}
        name="category"
        label="Category"
        render={(field) => (
          <ChoiceButtons
            field={field}
            options={newsCategories.map((category) => ({ value: category, label: categoryLabel(category) }))}
          />
        )}
      />
    </FormDialog>
  );
}
