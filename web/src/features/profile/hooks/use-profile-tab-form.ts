import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import type { AnyObjectSchema } from 'yup';
import { profilePhiFields, type PhiConfirmation, type User } from '@docnet/contracts';
import { usePhiRefusal } from '@/components/form/phi-refusal';
import { schemaResolver } from '@/components/form/schema-resolver';
import { useSaveProfile, type SectionName } from '../api/save-profile';

export interface ProfileTab<Values> {
  section: SectionName;
  /** Checks the tab's values, each once its field is left. */
  schema: AnyObjectSchema;
  defaults: (user: User) => Values;
  /** What the tab's save sends for the accepted values. */
  changes: (values: Values, user: User) => Partial<User>;
}

/**
 * A profile edit tab's form whose submit only saves the tab (useSaveProfile). A save the PHI guard refuses sets the
 * findings on their fields and keeps the refusal (`phi.refusal`, for the tab's PhiRefusalNotice); `confirmPhi` sends
 * the same values again with the member's confirmation.
 */
export function useProfileTabForm<Values extends FieldValues>(
  user: User,
  { section, schema, defaults, changes }: ProfileTab<Values>,
) {
  const { save, isSaving } = useSaveProfile(user.id, section);
  const { control, handleSubmit, setError } = useForm<Values>({
    resolver: schemaResolver<Values>(schema),
    defaultValues: defaults(user) as DefaultValues<Values>,
    mode: 'onTouched',
  });
  const phi = usePhiRefusal(setError, profilePhiFields);
  const submit = (phiConfirmation?: PhiConfirmation) =>
    handleSubmit(async (values) => {
      if (await save(changes(values, user), { phiConfirmation, onPhiRefusal: phi.show })) phi.clear();
    });
  const onSubmit = submit();
  const confirmPhi = (confirmation: PhiConfirmation) => submit(confirmation)();
  return { control, onSubmit, isSaving, phi, confirmPhi };
}
