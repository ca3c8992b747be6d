import { Col, Input, Row } from 'antd';
import {
  CME_COST_STEP,
  CME_CREDITS_MIN,
  CME_CREDITS_STEP,
  cmeFormats,
  cmeFormDefaults,
  cmeFormFields,
  cmeFormSchema,
  type CmeInput,
} from '@docnet/contracts';
import { ChoiceButtons } from '@/components/form/choice-buttons';
import { FormDialog } from '@/components/form/form-dialog';
import { FormField } from '@/components/form/form-field';
import { useListingForm } from '@/components/form/listing-form';
import { toast } from '@/lib/toast';
import { useCreateCme } from '../api/create-cme';
import { cmeFormatLabels } from '../utils/cme-tabs';

/** What the form holds: numbers as typed, topics as comma-separated text. */
type CmeFormValues = typeof cmeFormDefaults;

/**
 * 'Add Opportunity' (part 2 §2.6, §5 CME form): credits in steps of 0.25 from 0.25 (default 1), cost in
 * steps of 0.01 and never negative (default 0; empty means not specified), dates, format, URL and topics.
 * Number fields are plain number inputs so an out-of-range value shows the rule's message instead of being
 * silently corrected.
 */
export function AddOpportunityDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const createCme = useCreateCme();
  // The schema parses the typed text into the request (numbers, empty optional fields, topics list).
  const form = useListingForm<CmeFormValues, CmeInput>({
    schema: cmeFormSchema,
    defaults: cmeFormDefaults,
    fields: cmeFormFields,
    create: createCme,
    onCreated: (input) =>
      toast({
        title: 'Opportunity added',
        description: `${input.title} is now listed in CME Opportunities.`,
      }),
    failure: { toast: 'Failed to add opportunity' },
    onClose,
  });

  return (
    <FormDialog
      open={open}
      title="Add CME Opportunity"
      width={720}
      submitLabel="Post Opportunity"
      submitting={form.submitting}
      onSubmit={form.onSubmit}
      onClose={form.close}
      phi={{
        refusal: form.phiRefusal,
        fieldLabels: {
          title: 'Title',
          description: 'Description',
          url: 'Registration URL',
          topics: 'Topics',
        },
        onConfirm: form.confirmPhi,
        confirmLabel: 'Confirm and post',
      }}
    >
      <FormField control={form.control} name="title" label="Title" render={(field) => <Input {...field} />} />
      <FormField
        control={form.control}
        name="description"
        label="Description"
        render={(field) => <Input.TextArea {...field} rows={3} />}
      />
      <FormField
        control={form.control}
        name="provider"
        label="Provider"
        render={(field) => <Input {...field} placeholder="e.g. American Dental Association" />}
      />
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <FormField
            control={form.control}
            name="credits"
            label="Credits"
            render={({ value, ...field }) => (
              <Input
                {...field}
                value={value ?? ''}
                type="number"
                step={CME_CREDITS_STEP}
                min={CME_CREDITS_MIN}
              />
            )}
          />
        </Col>
        <Col xs={24} sm={12}>
          <FormField
            control={form.control}
            name="cost"
            label="Cost (USD)"
            extra="0 for free; leave empty if the price is not known"
            render={({ value, ...field }) => (
              <Input {...field} value={value ?? ''} type="number" step={CME_COST_STEP} min={0} />
            )}
          />
        </Col>
        <Col xs={24} sm={12}>
          <FormField
            control={form.control}
            name="startDate"
            label="Start Date"
            render={(field) => <Input {...field} type="date" />}
          />
        </Col>
        <Col xs={24} sm={12}>
          <FormField
            control={form.control}
            name="endDate"
            label="End Date"
            render={(field) => <Input {...field} type="date" />}
          />
        </Col>
      </Row>
      <FormField
        control={form.control}
        name="location"
        label="Location"
        render={(field) => <Input {...field} placeholder="City or venue (optional)" />}
      />
      <FormField
        control={form.control}
        name="format"
        label="Format"
        render={(field) => (
          <ChoiceButtons
            field={field}
            options={cmeFormats.map((format) => ({ value: format, label: cmeFormatLabels[format] }))}
          />
        )}
      />
      <FormField
        control={form.control}
        name="url"
        label="Registration URL"
        render={(field) => <Input {...field} type="url" placeholder="https://" />}
      />
      <FormField
        control={form.control}
        name="topics"
        label="Topics"
        extra="Separate topics with commas"
        render={(field) => <Input {...field} placeholder="implantology, sedation" />}
      />
    </FormDialog>
  );
}
