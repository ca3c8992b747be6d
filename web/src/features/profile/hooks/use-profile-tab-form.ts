import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import type { AnyObjectSchema } from 'yup';
import type { User } from '@docnet/contracts';
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

/** A profile edit tab's form whose submit only saves the tab (useSaveProfile). */
export function useProfileTabForm<Values extends FieldValues>(
  user: User,
  { section, schema, defaults, changes }: ProfileTab<Values>,
) {
  const { save, isSaving } = useSaveProfile(user.id, section);
  const { control, handleSubmit } = useForm<Values>({
    resolver: schemaResolver<Values>(schema),
    defaultValues: defaults(user) as DefaultValues<Values>,
    mode: 'onTouched',
  });
  const onSubmit = handleSubmit(async (values) => {
    await save(changes(values, user));
  });
  return { control, onSubmit, isSaving };
}
