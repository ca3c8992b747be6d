import { Radio } from 'antd';
import type { FieldPath, FieldPathValue, FieldValues } from 'react-hook-form';
import { FormField, type FormFieldProps } from './form-field';

export interface ChoiceFieldProps<
  TValues extends FieldValues,
  TName extends FieldPath<TValues>,
  TParsed = TValues,
> extends Omit<FormFieldProps<TValues, TName, TParsed>, 'render'> {
  choices: readonly FieldPathValue<TValues, TName>[];
  labelOf: (choice: FieldPathValue<TValues, TName>) => string;
}

/** A field holding one of a few choices, shown as a row of buttons. */
export function ChoiceField<
  TValues extends FieldValues,
  TName extends FieldPath<TValues>,
  TParsed = TValues,
>({ choices, labelOf, ...slot }: ChoiceFieldProps<TValues, TName, TParsed>) {
  return (
    <FormField
      {...slot}
      render={(field) => (
        <Radio.Group
          id={field.id}
          value={field.value}
          onChange={(change) => field.onChange(change.target.value)}
          onBlur={field.onBlur}
          optionType="button"
          options={choices.map((choice) => ({ value: choice, label: labelOf(choice) }))}
        />
      )}
    />
  );
}
