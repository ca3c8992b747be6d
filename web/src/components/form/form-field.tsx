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
import { useHydrated } from '@/lib/hydration';

/**
 * The form bridge: react-hook-form (+ yupResolver) owns values and validation, antd's Form.Item only
 * lays out the label and shows the message. Features never wire antd validation themselves.
 * The control receives `id` = field name so the label points at it (accessible name).
 */
export interface FormFieldProps<
  TValues extends FieldValues,
  TName extends FieldPath<TValues>,
  TParsed = TValues,
> {
  /** The form's control; `TParsed` is what its schema makes of the values (`schemaResolver`). */
  control: Control<TValues, unknown, TParsed>;
  name: TName;
  label?: ReactNode;
  extra?: ReactNode;
  required?: boolean;
  render: (
    field: ControllerRenderProps<TValues, TName> & { id: string; status?: 'error'; readOnly?: true },
    state: ControllerFieldState,
  ) => ReactElement;
}

export function FormField<TValues extends FieldValues, TName extends FieldPath<TValues>, TParsed = TValues>({
  control,
  name,
  label,
  extra,
  required,
  render,
}: FormFieldProps<TValues, TName, TParsed>) {
  const { field, fieldState } = useController({ control, name });
  const error = fieldState.error?.message;
  // A prerendered form is read-only until React has taken it over: text typed before would show in the field
  // but not be in the form's state (React 18 does not replay it), and the sign-in would refuse it.
  const hydrated = useHydrated();
  return (
    <Form.Item
      label={label}
      htmlFor={name}
      required={required}
      extra={extra}
      validateStatus={error ? 'error' : undefined}
      help={error}
    >
      {render(
        { ...field, id: name, status: error ? 'error' : undefined, ...(hydrated ? {} : { readOnly: true }) },
        fieldState,
      )}
    </Form.Item>
  );
}
