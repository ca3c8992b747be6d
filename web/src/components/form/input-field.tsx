import type { ComponentType } from 'react';
import { Input } from 'antd';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { FormField, type FormFieldProps } from './form-field';

/** What the bridge sets on the input itself: the field's value, handlers, id and status. */
type Bridged = 'name' | 'value' | 'onChange' | 'onBlur' | 'id' | 'status' | 'ref';

/**
 * A FormField around a text input, so a form names the field and describes its input in one
 * element: the field's props (control, name, label, extra, required) go to the FormField, the rest to the input.
 * An empty value (null) shows as an empty input.
 */
export function bridgedInput<P extends object>(InputControl: ComponentType<P>) {
  return function BridgedInput<
    TValues extends FieldValues,
    TName extends FieldPath<TValues>,
    TParsed = TValues,
  >({
    control,
    name,
    label,
    extra,
    required,
    ...input
  }: Omit<FormFieldProps<TValues, TName, TParsed>, 'render'> & Omit<P, Bridged>) {
    const slot = { control, name, label, extra, required };
    return (
      <FormField
        {...slot}
        // The input's own props are P less what the bridge sets, so together they are P.
        render={({ value, ...field }) => (
          <InputControl {...({ ...field, value: value ?? '', ...input } as P)} />
        )}
      />
    );
  };
}

export const InputField = bridgedInput(Input);
export const PasswordField = bridgedInput(Input.Password);
export const TextAreaField = bridgedInput(Input.TextArea);
