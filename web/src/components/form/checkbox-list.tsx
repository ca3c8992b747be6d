import type { CSSProperties, ReactNode } from 'react';
import { Checkbox } from 'antd';

export interface CheckboxListProps {
  /** `after` shows beside the label without joining the box's name; `describedBy` names what describes the box. */
  options: readonly { value: string; label: string; after?: ReactNode; describedBy?: string }[];
  value: readonly string[];
  onChange: (next: string[]) => void;
  style?: CSSProperties;
}

/**
 * The checkboxes of one multi-choice field, each checked straight from `value`. antd's Checkbox.Group copies
 * its value into state of its own in an effect, so a box showed a click one render late and read as unchanged
 * right after it (a journey saw that under load). The answer lists the choices in the options' order; a stored
 * value the options do not list is kept.
 */
export function CheckboxList({ options, value, onChange, style }: CheckboxListProps) {
  const toggle = (choice: string, on: boolean) => {
    const chosen = new Set(value);
    if (on) chosen.add(choice);
    else chosen.delete(choice);
    const listed = new Set(options.map((option) => option.value));
    onChange([
      ...value.filter((kept) => !listed.has(kept)),
      ...options.map((option) => option.value).filter((listedValue) => chosen.has(listedValue)),
    ]);
  };
  return (
    <div style={style}>
      {options.map((option) => (
        <Checkbox
          key={option.value}
          checked={value.includes(option.value)}
          onChange={(event) => toggle(option.value, event.target.checked)}
          aria-describedby={option.describedBy}
        >
          {option.label}
          {option.after}
        </Checkbox>
      ))}
    </div>
  );
}
