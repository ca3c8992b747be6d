import { Col, Row } from 'antd';
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
import { ChoiceField } from '@/components/form/choice-field';
import { InputField, TextAreaField } from '@/components/form/input-field';
import { useListingForm } from '@/components/form/listing-form';
import { ListingFormDialog } from '@/components/form/listing-form-dialog';
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
  const { control } = form;

  return (
    <ListingFormDialog
      form={form}
      open={open}
      title="Add CME Opportunity"
      width={720}
      submitLabel="Post Opportunity"
      phi={{
        fieldLabels: {
          title: 'Title',
          description: 'Description',
          url: 'Registration URL',
          topics: 'Topics',
        },
        confirmLabel: 'Confirm and post',
      }}
    >
      <InputField control={control} name="title" label="Title" />
      <TextAreaField control={control} name="description" label="Description" rows={3} />
      <InputField
        control={control}
        name="provider"
        label="Provider"
        placeholder="e.g. American Dental Association"
      />
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <InputField
            control={control}
            name="credits"
            label="Credits"
            type="number"
            step={CME_CREDITS_STEP}
            min={CME_CREDITS_MIN}
          />
        </Col>
        <Col xs={24} sm={12}>
          <InputField
            control={control}
            name="cost"
            label="Cost (USD)"
            extra="0 for free; leave empty if the price is not known"
            type="number"
            step={CME_COST_STEP}
            min={0}
          />
        </Col>
        <Col xs={24} sm={12}>
          <InputField control={control} name="startDate" label="Start Date" type="date" />
        </Col>
        <Col xs={24} sm={12}>
          <InputField control={control} name="endDate" label="End Date" type="date" />
        </Col>
      </Row>
      <InputField control={control} name="location" label="Location" placeholder="City or venue (optional)" />
      <ChoiceField
        control={control}
        name="format"
        label="Format"
        choices={cmeFormats}
        labelOf={(format) => cmeFormatLabels[format]}
      />
      <InputField control={control} name="url" label="Registration URL" type="url" placeholder="https://" />
      <InputField
        control={control}
        name="topics"
        label="Topics"
        extra="Separate topics with commas"
        placeholder="implantology, sedation"
      />
    </ListingFormDialog>
  );
}
