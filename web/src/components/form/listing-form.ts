import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import type { AnyObjectSchema } from 'yup';
import type { PhiConfirmable, PhiConfirmation } from '@docnet/contracts';
import { serverMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { usePhiRefusal } from './phi-refusal';
import { schemaResolver } from './schema-resolver';

/** What a listing dialog's shell takes from its form (`ListingFormDialog`). */
export type ListingForm = Omit<ReturnType<typeof useListingForm>, 'control' | 'setValue'>;

export interface ListingFormOptions<Values extends FieldValues, Parsed extends PhiConfirmable> {
  /** The contracts' form schema: checks what is typed and parses it into the request. */
  schema: AnyObjectSchema;
  defaults: Values;
  /** The form's field names a PHI finding may land on. */
  fields: readonly string[];
  /** Posts the listing, with the member's confirmation after a PHI refusal. */
  create: (input: Parsed) => Promise<unknown>;
  /** After a listing is created and the dialog closed (the confirming toast). */
  onCreated: (input: Parsed) => void;
  /**
   * What any other failure shows, the dialog staying open with what was typed: a toast with this title and the
   * server's message, or only a log line (events).
   */
  failure: { toast: string } | { log: string };
  onClose: () => void;
}

/**
 * The form wiring the listing dialogs share ('Create a New Event', 'Share a Medical Journal Article', 'Add CME
 * Opportunity'): the schema's resolver, checks once a field is left, a PHI refusal that keeps the input
 * and shows the findings with 'Confirm with a reason', and on success the dialog closed and the form reset.
 */
export function useListingForm<Values extends FieldValues, Parsed extends PhiConfirmable>({
  schema,
  defaults,
  fields,
  create,
  onCreated,
  failure,
  onClose,
}: ListingFormOptions<Values, Parsed>) {
  const {
    control,
    handleSubmit,
    reset,
    setError,
    setValue,
    formState: { isSubmitting },
  } = useForm<Values, unknown, Parsed>({
    resolver: schemaResolver<Values, Parsed>(schema),
    defaultValues: defaults as DefaultValues<Values>,
    mode: 'onTouched',
  });
  const phi = usePhiRefusal(setError, fields);

  const close = () => {
    phi.clear();
    reset(defaults);
    onClose();
  };

  const submit = async (input: Parsed, phiConfirmation?: PhiConfirmation) => {
    try {
      await create(phiConfirmation ? { ...input, phiConfirmation } : input);
      close();
      onCreated(input);
    } catch (error) {
      if (phi.show(error)) return;
      if ('log' in failure) {
        console.error(failure.log, error);
        return;
      }
      toast({
        title: failure.toast,
        description: serverMessage(error) ?? 'An unexpected error occurred. Please try again.',
        variant: 'destructive',
      });
    }
  };

  return {
    control,
    /** Fills fields from elsewhere (a certificate's text) for the member to check. */
    setValue,
    submitting: isSubmitting,
    close,
    onSubmit: handleSubmit((input) => submit(input)),
    phiRefusal: phi.refusal,
    confirmPhi: (confirmation: PhiConfirmation) => handleSubmit((input) => submit(input, confirmation))(),
  };
}
