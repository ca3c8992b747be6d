import { forwardRef, type ChangeEvent, type FocusEvent } from 'react';
import { Input, type InputProps, type InputRef } from 'antd';
import { formatPhoneAsTyped, formatPhoneNumber } from '@docnet/contracts';
import { bridgedInput } from './input-field';

/**
 * A phone field (the contracts' phone rule): a US number is formatted as (555) 123-4567 while typed;
 * an international number or an extension is kept as typed and formatted when the field is left. No maxLength:
 * a pasted number is never cut to fit; the rule refuses what is too long.
 */
export interface PhoneInputProps extends Omit<InputProps, 'value' | 'onChange'> {
  value?: string | null;
  onChange: (value: string) => void;
}

export const PhoneInput = forwardRef<InputRef, PhoneInputProps>(function PhoneInput({ value, onChange, onBlur, ...rest }, ref) {
  return (
    <Input
      {...rest}
      ref={ref}
      type="tel"
      inputMode="tel"
      placeholder="(555) 123-4567"
      value={value ?? ''}
      onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(formatPhoneAsTyped(event.target.value))}
      onBlur={(event: FocusEvent<HTMLInputElement>) => {
        onChange(formatPhoneNumber(event.target.value));
        onBlur?.(event);
      }}
    />
  );
});

/** The phone input as a form field; kept here so a form without one does not load the phone rules. */
export const PhoneField = bridgedInput(PhoneInput);
