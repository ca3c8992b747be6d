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
  type CmeOpportunity,
} from '@docnet/contracts';
import type { Control } from 'react-hook-form';
import { ChoiceField } from '@/components/form/choice-field';
import { InputField, TextAreaField } from '@/components/form/input-field';
import { useListingForm } from '@/components/form/listing-form';
import { ListingFormDialog } from '@/components/form/listing-form-dialog';
import { toast } from '@/lib/toast';
import { useCreateCme } from '../api/create-cme';
import { useUpdateCme } from '../api/change-cme';
import { cmeFormatLabels } from '../utils/cme-tabs';

/** What the form holds: numbers as typed, topics as comma-separated text. */
type CmeFormValues = typeof cmeFormDefaults;

/**
 * 'Add Opportunity': credits in steps of 0.25 from 0.25 (default 1), cost in
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
    <ListingFormDialog
      form={form}
      open={open}
      title="Add CME Opportunity"
      width={720}
      submitLabel="Post Opportunity"
      phi={{ fieldLabels, confirmLabel: 'Confirm and post' }}
    >
      <OpportunityFields control={form.control} />
    </ListingFormDialog>
  );
}

const fieldLabels = { title: 'Title', description: 'Description', url: 'Registration URL', topics: 'Topics' };

/** 'Edit Opportunity': its author changes it with the same form and rules; drawn while open, from it as it is. */
export function EditOpportunityDialog({ opportunity, onClose }: { opportunity: CmeOpportunity; onClose: () => void }) {
  const updateCme = useUpdateCme(opportunity.id);
  const values: CmeFormValues = {
    title: opportunity.title,
    description: opportunity.description,
    provider: opportunity.provider,
    credits: opportunity.credits,
    cost: opportunity.cost,
    startDate: opportunity.startDate,
    endDate: opportunity.endDate ?? '',
    location: opportunity.location ?? '',
    format: opportunity.format,
    url: opportunity.url,
    topics: opportunity.topics.join(', '),
  };
  const form = useListingForm<CmeFormValues, CmeInput>({
    schema: cmeFormSchema,
    defaults: values,
    fields: cmeFormFields,
    create: updateCme,
    onCreated: (input) => toast({ title: 'Opportunity updated', description: `${input.title} has been updated.` }),
    failure: { toast: 'Could not update the opportunity' },
    onClose,
  });
  return (
    <ListingFormDialog
      form={form}
      open
      title="Edit Opportunity"
      width={720}
      submitLabel="Save Changes"
      phi={{ fieldLabels, confirmLabel: 'Confirm and save' }}
    >
      <OpportunityFields control={form.control} />
    </ListingFormDialog>
  );
}

/** The CME form's fields. */
function OpportunityFields({ control }: { control: Control<CmeFormValues, unknown, CmeInput> }) {
  return (
    <>
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
    </>
  );
}
