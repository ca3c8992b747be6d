import type { ReactElement, ReactNode } from 'react';
import { Form } from 'antd';
import {
  useController,
  type Control,
  type ControllerFieldState,
  type ControllerRenderProps,
  type FieldPath,
  type FieldValues,
} from 'react-hook-form';

/**
 * The form bridge: react-hook-form (+ yupResolver) owns values and validation, antd's Form.Item only
 * lays out the label and shows the message. Features never wire antd validation themselves.
 * The control receives `id` = field name so the label points at it (accessible name).
 */
export interface FormFieldProps<TValues extends FieldValues, TName extends FieldPath<TValues>> {
  control: Control<TValues>;
  name: TName;
  label?: ReactNode;
  extra?: ReactNode;
  required?: boolean;
  render: (
    field: ControllerRenderProps<TValues, TName> & { id: string; status?: 'error' },
    state: ControllerFieldState,
  ) => ReactElement;
}

export function FormField<TValues extends FieldValues, TName extends FieldPath<TValues>>({
  control,
  name,
  label,
  extra,
  required,
  render,
}: FormFieldProps<TValues, TName>) {
  const { field, fieldState } = useController({ control, name });
  const error = fieldState.error?.message;
  return (
    <Form.Item
      label={label}
      htmlFor={name}
      required={required}
      extra={extra}
      validateStatus={error ? 'error' : undefined}
      help={error}
    >
      {render({ ...field, id: name, status: error ? 'error' : undefined }, fieldState)}
    </Form.Item>
  );
}
