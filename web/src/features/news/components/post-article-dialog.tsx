import { Flex, Input } from 'antd';
import {
  newsCategories,
  newsFormDefaults,
  newsFormFields,
  newsFormSchema,
  type NewsInput,
} from '@docnet/contracts';
import { ChoiceButtons } from '@/components/form/choice-buttons';
import { FormDialog } from '@/components/form/form-dialog';
import { FormField } from '@/components/form/form-field';
import { useListingForm } from '@/components/form/listing-form';
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
  // The schema parses the typed text into the request (tags text → list).
  const form = useListingForm<NewsFormValues, NewsInput>({
    schema: newsFormSchema,
    defaults: newsFormDefaults,
    fields: newsFormFields,
    create: createNews,
    onCreated: (input) =>
      toast({ title: 'Article published', description: `${input.title} is now listed in News.` }),
    failure: { toast: 'Failed to post article' },
    onClose,
  });

  return (
    <FormDialog
      open={open}
      title="Share a Medical Journal Article"
      width={680}
      submitLabel="Publish Article"
      submitting={form.submitting}
      onSubmit={form.onSubmit}
      onClose={form.close}
      phi={{
        refusal: form.phiRefusal,
        fieldLabels: {
          title: 'Title',
          summary: 'Summary',
          body: 'Article Body',
          sourceUrl: 'Source URL',
          tags: 'Tags',
        },
        onConfirm: form.confirmPhi,
        confirmLabel: 'Confirm and publish',
      }}
    >
      <FormField control={form.control} name="title" label="Title" render={(field) => <Input {...field} />} />
      <FormField
        control={form.control}
        name="summary"
        label="Summary"
        render={(field) => <Input.TextArea {...field} rows={2} />}
      />
      <FormField
        control={form.control}
        name="body"
        label="Article Body"
        render={(field) => <Input.TextArea {...field} rows={5} />}
      />
      <Flex gap={16}>
        <div style={{ flex: 1 }}>
          <FormField
            control={form.control}
            name="source"
            label="Source"
            render={(field) => <Input {...field} placeholder="e.g. Journal of Dental Research" />}
          />
        </div>
        <div style={{ flex: 1 }}>
          <FormField
            control={form.control}
            name="sourceUrl"
            label="Source URL"
            render={(field) => <Input {...field} type="url" placeholder="https://" />}
          />
        </div>
      </Flex>
      <FormField
        control={form.control}
        name="tags"
        label="Tags"
        extra="Separate tags with commas"
        render={(field) => <Input {...field} placeholder="implants, periodontics" />}
      />
      <FormField
        control={form.control}
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
