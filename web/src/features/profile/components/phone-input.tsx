import { forwardRef, type ChangeEvent } from 'react';
import { Input, type InputProps, type InputRef } from 'antd';
import { formatPhoneNumber, PHONE_MAX_LENGTH } from '@docnet/contracts';

/** A phone field that formats as you type: (555) 123-4567, digits only, at most 14 characters (part 1 §5). */
export interface PhoneInputProps extends Omit<InputProps, 'value' | 'onChange'> {
  value?: string | null;
  onChange: (value: string) => void;
}

export const PhoneInput = forwardRef<InputRef, PhoneInputProps>(function PhoneInput({ value, onChange, ...rest }, ref) {
  return (
    <Input
      {...rest}
      ref={ref}
      type="tel"
      inputMode="tel"
      placeholder="(555) 123-4567"
      maxLength={PHONE_MAX_LENGTH}
      value={value ?? ''}
      onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(formatPhoneNumber(event.target.value))}
    />
  );
});
