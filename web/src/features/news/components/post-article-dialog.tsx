import {
  newsCategories,
  newsFormDefaults,
  newsFormFields,
  newsFormSchema,
  type NewsArticle,
  type NewsInput,
} from '@docnet/contracts';
import type { Control } from 'react-hook-form';
import { ChoiceField } from '@/components/form/choice-field';
import { FieldPair } from '@/components/form/field-pair';
import { InputField, TextAreaField } from '@/components/form/input-field';
import { useListingForm } from '@/components/form/listing-form';
import { ListingFormDialog } from '@/components/form/listing-form-dialog';
import { toast } from '@/lib/toast';
import { useCreateNews } from '../api/create-news';
import { useUpdateNews } from '../api/change-news';
import { categoryLabel } from '../utils/news-tabs';

/** What the form holds: tags as the comma-separated text the member types. */
type NewsFormValues = typeof newsFormDefaults;

/**
 * 'Share a Medical Journal Article': tags are comma-separated text (trimmed,
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
    <ListingFormDialog
      form={form}
      open={open}
      title="Share a Medical Journal Article"
      width={680}
      submitLabel="Publish Article"
      phi={{ fieldLabels, confirmLabel: 'Confirm and publish' }}
    >
      <ArticleFields control={form.control} />
    </ListingFormDialog>
  );
}

const fieldLabels = { title: 'Title', summary: 'Summary', body: 'Article Body', sourceUrl: 'Source URL', tags: 'Tags' };

/** 'Edit Article': its author changes it with the same form and rules; drawn while open, from the article as it is. */
export function EditArticleDialog({ article, onClose }: { article: NewsArticle; onClose: () => void }) {
  const updateNews = useUpdateNews(article.id);
  const values: NewsFormValues = {
    title: article.title,
    summary: article.summary,
    body: article.body,
    source: article.source,
    sourceUrl: article.sourceUrl ?? '',
    tags: article.tags.join(', '),
    category: article.category,
  };
  const form = useListingForm<NewsFormValues, NewsInput>({
    schema: newsFormSchema,
    defaults: values,
    fields: newsFormFields,
    create: updateNews,
    onCreated: (input) => toast({ title: 'Article updated', description: `${input.title} has been updated.` }),
    failure: { toast: 'Could not update the article' },
    onClose,
  });
  return (
    <ListingFormDialog
      form={form}
      open
      title="Edit Article"
      width={680}
      submitLabel="Save Changes"
      phi={{ fieldLabels, confirmLabel: 'Confirm and save' }}
    >
      <ArticleFields control={form.control} />
    </ListingFormDialog>
  );
}

/** The news form's fields. */
function ArticleFields({ control }: { control: Control<NewsFormValues, unknown, NewsInput> }) {
  return (
    <>
      <InputField control={control} name="title" label="Title" />
      <TextAreaField control={control} name="summary" label="Summary" rows={2} />
      <TextAreaField control={control} name="body" label="Article Body" rows={5} />
      <FieldPair>
        <InputField
          control={control}
          name="source"
          label="Source"
          placeholder="e.g. Journal of Dental Research"
        />
        <InputField control={control} name="sourceUrl" label="Source URL" type="url" placeholder="https://" />
      </FieldPair>
      <InputField
        control={control}
        name="tags"
        label="Tags"
        extra="Separate tags with commas"
        placeholder="implants, periodontics"
      />
      <ChoiceField
        control={control}
        name="category"
        label="Category"
        choices={newsCategories}
        labelOf={categoryLabel}
      />
    </>
  );
}
