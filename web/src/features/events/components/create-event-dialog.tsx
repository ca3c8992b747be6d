import { yupResolver } from '@hookform/resolvers/yup';
import { Flex, Input } from 'antd';
import { useForm } from 'react-hook-form';
import {
  eventFormDefaults,
  eventFormFields,
  eventFormSchema,
  eventTypes,
  type EventInput,
  type PhiConfirmation,
} from '@docnet/contracts';
import { ChoiceButtons } from '@/components/form/choice-buttons';
import { FormDialog } from '@/components/form/form-dialog';
import { FormField } from '@/components/form/form-field';
import { usePhiRefusal } from '@/components/form/phi-refusal';
import { toast } from '@/lib/toast';
import { useCreateEvent } from '../api/create-event';
import { eventTypeLabels } from '../utils/event-format';

/**
 * 'Create a New Event' (part 2 §2.4, §5 Event form). On success the dialog closes, the form resets, the lists
 * are refreshed and a toast confirms it; a failure is only logged (part 2 §8) and the dialog stays open with the input.
 */
export function CreateEventDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const createEvent = useCreateEvent();
  const {
    control,
    handleSubmit,
    reset,
    setError,
    formState: { isSubmitting },
  } = useForm<EventInput>({
    resolver: yupResolver(eventFormSchema),
    defaultValues: eventFormDefaults,
    mode: 'onTouched',
  });

  const phi = usePhiRefusal(setError, eventFormFields);

  const close = () => {
    phi.clear();
    reset(eventFormDefaults);
    onClose();
  };

  /** A PHI refusal (issue 21) keeps the input and shows the findings with 'Confirm with a reason'. */
  const submit = async (values: EventInput, phiConfirmation?: PhiConfirmation) => {
    try {
      await createEvent(phiConfirmation ? { ...values, phiConfirmation } : values);
      close();
      toast({ title: 'Event created', description: `${values.title.trim()} is now listed in Events.` });
    } catch (error) {
      if (phi.show(error)) return;
      console.error('Failed to create event', error);
    }
  };
  const onSubmit = handleSubmit((values) => submit(values));
  const confirmPhi = (reason: string) => handleSubmit((values) => submit(values, { reason }))();

  return (
    <FormDialog
      open={open}
      title="Create a New Event"
      width={640}
      submitLabel="Create Event"
      submitting={isSubmitting}
      onSubmit={onSubmit}
      onClose={close}
      phi={{
        refusal: phi.refusal,
        fieldLabels: { title: 'Event Title', description: 'Description', location: 'Location' },
        onConfirm: confirmPhi,
        confirmLabel: 'Confirm and create',
      }}
    >
      <FormField
        control={control}
        name="title"
        label="Event Title"
        render={(field) => <Input {...field} placeholder="e.g. Annual Implantology Summit" />}
      />
      <FormField
        control={control}
        name="description"
        label="Description"
        render={(field) => (
          <Input.TextArea {...field} rows={4} placeholder="What the event covers and who it is for" />
        )}
      />
      <Flex gap={16}>
        <div style={{ flex: 1 }}>
          <FormField
            control={control}
            name="date"
            label="Date"
            render={(field) => <Input {...field} type="date" />}
          />
        </div>
        <div style={{ flex: 1 }}>
          <FormField
            control={control}
            name="time"
            label="Time"
            render={(field) => <Input {...field} type="time" />}
          />
        </div>
      </Flex>
      <FormField
        control={control}
        name="location"
        label="Location"
        render={(field) => <Input {...field} placeholder="City, venue or online platform" />}
      />
      <FormField
        control={control}
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
