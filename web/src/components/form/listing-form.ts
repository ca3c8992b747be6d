import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import type { AnyObjectSchema } from 'yup';
import type { PhiConfirmable, PhiConfirmation } from '@docnet/contracts';
import { usePhiRefusal } from './phi-refusal';
import { schemaResolver } from './schema-resolver';

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
  /** After any other failure; the dialog stays open with what was typed. */
  onFailure: (error: unknown) => void;
  onClose: () => void;
}

/**
 * The form wiring the listing dialogs share ('Create a New Event', 'Share a Medical Journal Article', 'Add CME
 * Opportunity'): the schema's resolver, checks once a field is left, a PHI refusal (issue 21) that keeps the input
 * and shows the findings with 'Confirm with a reason', and on success the dialog closed and the form reset.
 */
export function useListingForm<Values extends FieldValues, Parsed extends PhiConfirmable>({
  schema,
  defaults,
  fields,
  create,
  onCreated,
  onFailure,
  onClose,
}: ListingFormOptions<Values, Parsed>) {
  const {
    control,
    handleSubmit,
    reset,
    setError,
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
      onFailure(error);
    }
  };

  return {
    control,
    submitting: isSubmitting,
    close,
    onSubmit: handleSubmit((input) => submit(input)),
    phiRefusal: phi.refusal,
    confirmPhi: (reason: string) => handleSubmit((input) => submit(input, { reason }))(),
  };
}
