import { Select, type SelectProps } from 'antd';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { FormField, type FormFieldProps } from './form-field';

export interface SelectFieldProps<
  TValues extends FieldValues,
  TName extends FieldPath<TValues>,
  TParsed = TValues,
>
  extends
    Omit<FormFieldProps<TValues, TName, TParsed>, 'render'>,
    Pick<SelectProps, 'placeholder' | 'allowClear'> {
  options: readonly { value: string; label: string }[];
}

/** A field choosing one of a list's options; an empty value shows the placeholder. */
export function SelectField<
  TValues extends FieldValues,
  TName extends FieldPath<TValues>,
  TParsed = TValues,
>({ options, placeholder, allowClear, ...slot }: SelectFieldProps<TValues, TName, TParsed>) {
  return (
    <FormField
      {...slot}
      render={({ value, onChange, onBlur, ref, id, status }) => (
        <Select
          ref={ref}
          id={id}
          status={status}
          value={value || undefined}
          onChange={onChange}
          onBlur={onBlur}
          placeholder={placeholder}
          allowClear={allowClear}
          options={options.map((option) => ({ value: option.value, label: option.label }))}
        />
      )}
    />
  );
}
