import {
  eventFormDefaults,
  eventFormFields,
  eventFormSchema,
  eventTypes,
  type EventInput,
  type MedicalEvent,
} from '@docnet/contracts';
import type { Control } from 'react-hook-form';
import { ChoiceField } from '@/components/form/choice-field';
import { FieldPair } from '@/components/form/field-pair';
import { InputField, TextAreaField } from '@/components/form/input-field';
import { useListingForm } from '@/components/form/listing-form';
import { ListingFormDialog } from '@/components/form/listing-form-dialog';
import { toast } from '@/lib/toast';
import { useCreateEvent } from '../api/create-event';
import { useUpdateEvent } from '../api/change-event';
import { eventTypeLabels } from '../utils/event-format';

/**
 * 'Create a New Event'. On success the dialog closes, the form resets, the lists
 * are refreshed and a toast confirms it; a failure is only logged and the dialog stays open with the input.
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
    <ListingFormDialog
      form={form}
      open={open}
      title="Create a New Event"
      width={640}
      submitLabel="Create Event"
      phi={{ fieldLabels, confirmLabel: 'Confirm and create' }}
    >
      <EventFields control={form.control} />
    </ListingFormDialog>
  );
}

const fieldLabels = { title: 'Event Title', description: 'Description', location: 'Location' };

/**
 * 'Edit Event': the organizer changes their event with the same form and rules (a date that has passed is
 * refused with the form's message); mounted while open, so it starts from the event as it is.
 */
export function EditEventDialog({ event, onClose }: { event: MedicalEvent; onClose: () => void }) {
  const updateEvent = useUpdateEvent(event.id);
  const values: EventInput = { title: event.title, description: event.description, date: event.date, time: event.time, location: event.location, type: event.type };
  const form = useListingForm<EventInput, EventInput>({
    schema: eventFormSchema,
    defaults: values,
    fields: eventFormFields,
    create: updateEvent,
    onCreated: (input) => toast({ title: 'Event updated', description: `${input.title.trim()} has been updated.` }),
    failure: { toast: 'Could not update the event' },
    onClose,
  });
  return (
    <ListingFormDialog
      form={form}
      open
      title="Edit Event"
      width={640}
      submitLabel="Save Changes"
      phi={{ fieldLabels, confirmLabel: 'Confirm and save' }}
    >
      <EventFields control={form.control} />
    </ListingFormDialog>
  );
}

/** The event form's fields. */
function EventFields({ control }: { control: Control<EventInput> }) {
  return (
    <>
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
    </>
  );
}
