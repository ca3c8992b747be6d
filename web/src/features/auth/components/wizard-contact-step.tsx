import { yupResolver } from '@hookform/resolvers/yup';
import { Button, Descriptions, Flex } from 'antd';
import { Card } from '@/components/ui/card';
import { Text } from '@/components/ui/typography';
import { useForm } from 'react-hook-form';
import type { NpiMatch } from '@docnet/contracts';
import { InputField } from '@/components/form/input-field';
import { PhoneField } from '@/components/form/phone-input';
import { RhfForm } from '@/components/form/rhf-form';
import { emailInput } from './account-fields';
import { contactFormSchema, contactStepValues, type ContactValues } from './activation-wizard-state';

export interface ContactStepProps {
  selectedNpi: NpiMatch | null;
  defaultValues: ContactValues;
  /** The name given before, asked for when no NPI record names the member. */
  name: string;
  onBack: () => void;
  onSubmit: (contact: ContactValues) => void;
}

/**
 * Step 2: email, confirm email, phone, and a summary of the selected NPI profile. Without a
 * record the member's name is asked for, so the account is not named after the email's local part.
 */
export function ContactStep({ selectedNpi, defaultValues, name, onBack, onSubmit }: ContactStepProps) {
  const askName = selectedNpi === null;
  const { control, handleSubmit } = useForm<ContactValues>({
    resolver: yupResolver(contactFormSchema(askName)),
    defaultValues: askName ? { ...defaultValues, name } : defaultValues,
    mode: 'onTouched',
  });

  return (
    <>
      <SelectedProfileSummary match={selectedNpi} />
      <RhfForm
        aria-label="Contact information"
        onSubmit={handleSubmit((values) => onSubmit(contactStepValues(values)))}
      >
        {askName && (
          <InputField control={control} name="name" label="Full Name" autoComplete="name" placeholder="Dr. Aoife O'Brien" />
        )}
        <InputField control={control} name="email" label="Email" {...emailInput} />
        <InputField control={control} name="confirmEmail" label="Confirm Email" {...emailInput} />
        <PhoneField control={control} name="phoneNumber" label="Phone Number" autoComplete="tel" />
        <Flex justify="space-between">
          <Button onClick={onBack}>Back</Button>
          <Button type="primary" htmlType="submit">
            Continue
          </Button>
        </Flex>
      </RhfForm>
    </>
  );
}

function SelectedProfileSummary({ match }: { match: NpiMatch | null }) {
  return (
    <Card size="small" title="Selected profile" style={{ marginBottom: 16 }}>
      {match ? (
        <Descriptions
          size="small"
          column={1}
          items={[
            { key: 'name', label: 'Name', children: `${match.firstName} ${match.lastName}`.trim() },
            { key: 'specialty', label: 'Specialty', children: match.specialty || '—' },
            {
              key: 'address',
              label: 'Address',
              children: [match.address, match.city, match.state].filter(Boolean).join(', ') || '—',
            },
            { key: 'npi', label: 'NPI', children: match.npi },
          ]}
        />
      ) : (
        <Text type="secondary">
          No NPI record selected. You can still create an account.
        </Text>
      )}
    </Card>
  );
}
