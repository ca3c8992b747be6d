import {
  eventFormDefaults,
  eventFormFields,
  eventFormSchema,
  eventTypes,
  type EventInput,
} from '@docnet/contracts';
import { ChoiceField } from '@/components/form/choice-field';
import { FieldPair } from '@/components/form/field-pair';
import { InputField, TextAreaField } from '@/components/form/input-field';
import { useListingForm } from '@/components/form/listing-form';
import { ListingFormDialog } from '@/components/form/listing-form-dialog';
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
  const { control } = form;

  return (
    <ListingFormDialog
      form={form}
      open={open}
      title="Create a New Event"
      width={640}
      submitLabel="Create Event"
      phi={{
        fieldLabels: { title: 'Event Title', description: 'Description', location: 'Location' },
        confirmLabel: 'Confirm and create',
      }}
    >
      <InputField
        control={control}
        name="title"
        label="Event Title"
        placeholder="e.g. Annual Implantology Summit"
      />
      <TextAreaField
        control={control}
        name="description"
        label="Description"
        rows={4}
        placeholder="What the event covers and who it is for"
      />
      <FieldPair>
        <InputField control={control} name="date" label="Date" type="date" />
        <InputField control={control} name="time" label="Time" type="time" />
      </FieldPair>
      <InputField
        control={control}
        name="location"
        label="Location"
        placeholder="City, venue or online platform"
      />
      <ChoiceField
        control={control}
        name="type"
        label="Event Type"
        choices={eventTypes}
        labelOf={(type) => eventTypeLabels[type]}
      />
    </ListingFormDialog>
  );
}
