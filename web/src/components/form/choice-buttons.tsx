import { Radio } from 'antd';

export interface ChoiceButtonsProps<TValue extends string> {
  /** FormField's render props. */
  field: { id: string; value: TValue; onChange: (value: TValue) => void; onBlur: () => void };
  options: readonly { value: TValue; label: string }[];
}

/** One of a few choices, shown as a row of buttons, for a FormField. */
export function ChoiceButtons<TValue extends string>({ field, options }: ChoiceButtonsProps<TValue>) {
  return (
    <Radio.Group
      id={field.id}
      value={field.value}
      onChange={(change) => field.onChange(change.target.value as TValue)}
      onBlur={field.onBlur}
      optionType="button"
      options={[...options]}
    />
  );
}
