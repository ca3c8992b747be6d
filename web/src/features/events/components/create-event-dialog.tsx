import { Flex, Input } from 'antd';
import {
  eventFormDefaults,
  eventFormFields,
  eventFormSchema,
  eventTypes,
  type EventInput,
} from '@docnet/contracts';
import { ChoiceButtons } from '@/components/form/choice-buttons';
import { FormDialog } from '@/components/form/form-dialog';
import { FormField } from '@/components/form/form-field';
import { useListingForm } from '@/components/form/listing-form';
import { toast } from '@/lib/toast';
import { useCreateEvent } from '../api/create-event';
import { eventTypeLabels } from '../utils/event-format';

/**
 * 'Create a New Event' (part 2 §2.4, §5 Event form). On success the dialog closes, the form resets, the lists
 * are refreshed and a toast confirms it; a failure is only logged (part 2 §8) and the dialog stays open with the input.
 */
export function CreateEventDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const createEvent = useCreateEvent();
  const form = useListingForm<EventInput, EventInput>({
    schema: eventFormSchema,
    defaults: eventFormDefaults,
    fields: eventFormFields,
    create: createEvent,
    onCreated: (input) =>
      toast({ title: 'Event created', description: `${input.title.trim()} is now listed in Events.` }),
    failure: { log: 'Failed to create event' },
    onClose,
  });

  return (
    <FormDialog
      open={open}
      title="Create a New Event"
      width={640}
      submitLabel="Create Event"
      submitting={form.submitting}
      onSubmit={form.onSubmit}
      onClose={form.close}
      phi={{
        refusal: form.phiRefusal,
        fieldLabels: { title: 'Event Title', description: 'Description', location: 'Location' },
        onConfirm: form.confirmPhi,
        confirmLabel: 'Confirm and create',
      }}
    >
      <FormField
        control={form.control}
        name="title"
        label="Event Title"
        render={(field) => <Input {...field} placeholder="e.g. Annual Implantology Summit" />}
      />
      <FormField
        control={form.control}
        name="description"
        label="Description"
        render={(field) => (
          <Input.TextArea {...field} rows={4} placeholder="What the event covers and who it is for" />
        )}
      />
      <Flex gap={16}>
        <div style={{ flex: 1 }}>
          <FormField
            control={form.control}
            name="date"
            label="Date"
            render={(field) => <Input {...field} type="date" />}
          />
        </div>
        <div style={{ flex: 1 }}>
          <FormField
            control={form.control}
            name="time"
            label="Time"
            render={(field) => <Input {...field} type="time" />}
          />
        </div>
      </Flex>
      <FormField
        control={form.control}
        name="location"
        label="Location"
        render={(field) => <Input {...field} placeholder="City, venue or online platform" />}
      />
      <FormField
        control={form.control}
        name="type"
        label="Event Type"
        render={(field) => (
          <ChoiceButtons
            field={field}
            options={eventTypes.map((type) => ({ value: type, label: eventTypeLabels[type] }))}
          />
        )}
      />
    </FormDialog>
  );
}
