import { useState } from 'react';
import { Alert, Button, Checkbox, Descriptions, Flex, Progress, Tabs } from 'antd';
import { Card } from '@/components/ui/card';
import { Paragraph, Title } from '@/components/ui/typography';
import { useForm } from 'react-hook-form';
import {
  dentalSpecialtyOptions,
  formatPhoneNumber,
  insuranceOptions,
  languageOptions,
  optionLabel,
  practiceTypeOptions,
  profileFormSchema,
  type ProfileForm,
} from '@docnet/contracts';
import { FormField } from '@/components/form/form-field';
import { RhfForm } from '@/components/form/rhf-form';
import { InputField } from '@/components/form/input-field';
import { PhoneField } from '@/components/form/phone-input';
import { SelectField } from '@/components/form/select-field';
import { schemaResolver } from '@/components/form/schema-resolver';

/** Progress starts at 65 and moves in steps of 10 between 0 and 100. */
export const TEST_PROGRESS_START = 65;
const STEP = 10;

/** The demo sample (profile form schema fields plus the practice details). */
const sample = {
  name: 'Dr. Sarah Chen',
  email: 'sarah.chen@example.com',
  phoneNumber: '5551234567',
  npi: '1234567893',
  smsVerified: true,
  isVerified: false,
  practiceName: 'Bright Smiles Dental Group',
  practiceType: 'group',
  dentalSpecialties: ['general', 'orthodontics'],
  practiceWebsite: 'https://brightsmiles.example.com',
  practiceEmail: 'office@brightsmiles.example.com',
  practicePhone: '5559876543',
  acceptingNewPatients: true,
  insurancesAccepted: ['delta_dental', 'cigna', 'metlife'],
  languagesSpoken: ['english', 'spanish'],
};

/** /profile-test: the profile management test page with sample data. */
export function ProfileTestPage() {
  const [progress, setProgress] = useState(TEST_PROGRESS_START);
  const [submitted, setSubmitted] = useState<ProfileForm | null>(null);
  const { control, handleSubmit } = useForm<ProfileForm>({
    resolver: schemaResolver<ProfileForm>(profileFormSchema),
    defaultValues: {
      name: sample.name,
      email: sample.email,
      phoneNumber: formatPhoneNumber(sample.phoneNumber),
      dentalSpecialties: sample.dentalSpecialties,
      practiceType: sample.practiceType,
    },
    mode: 'onTouched',
  });

  const change = (delta: number) => setProgress((value) => Math.min(100, Math.max(0, value + delta)));
  const placeholder = (name: string) => (
    <Paragraph type="secondary">{name} management is a placeholder on this test page.</Paragraph>
  );

  return (
    <Flex vertical gap={16} style={{ maxWidth: 960, margin: '0 auto' }}>
      <Title level={1} style={{ fontSize: 28, margin: 0 }}>
        Profile Management Test
      </Title>
      <Card>
        <Flex align="center" gap={12}>
          <Button aria-label="Decrease progress" onClick={() => change(-STEP)} disabled={progress <= 0}>
            −10
          </Button>
          <Progress percent={progress} style={{ flex: 1, margin: 0 }} aria-label={`Progress ${progress}%`} />
          <Button aria-label="Increase progress" onClick={() => change(STEP)} disabled={progress >= 100}>
            +10
          </Button>
        </Flex>
      </Card>
      <Card>
        <Tabs
          items={[
            {
              key: 'basic-info',
              label: 'basic-info',
              children: (
                <RhfForm aria-label="Profile form" onSubmit={handleSubmit((values) => setSubmitted(values))}>
                  <InputField control={control} name="name" label="Name" />
                  <InputField control={control} name="email" label="Email" type="email" />
                  <PhoneField control={control} name="phoneNumber" label="Phone Number" />
                  <SelectField
                    control={control}
                    name="practiceType"
                    label="Practice Type"
                    allowClear
                    options={practiceTypeOptions}
                  />
                  <FormField
                    control={control}
                    name="dentalSpecialties"
                    label="Dental Specialties"
                    render={({ value, onChange }) => (
                      <Checkbox.Group value={value ?? []} onChange={onChange} options={dentalSpecialtyOptions.map((option) => ({ ...option }))} />
                    )}
                  />
                  <Button type="primary" htmlType="submit">
                    Validate
                  </Button>
                  {submitted && <Alert style={{ marginTop: 12 }} type="success" showIcon message={`Valid profile for ${submitted.name}`} />}
                </RhfForm>
              ),
            },
            {
              key: 'practice-info',
              label: 'practice-info',
              children: (
                <Descriptions bordered column={1} size="small">
                  <Descriptions.Item label="NPI">{sample.npi}</Descriptions.Item>
                  <Descriptions.Item label="SMS verified">{sample.smsVerified ? 'Yes' : 'No'}</Descriptions.Item>
                  <Descriptions.Item label="Verified">{sample.isVerified ? 'Yes' : 'No'}</Descriptions.Item>
                  <Descriptions.Item label="Practice Name">{sample.practiceName}</Descriptions.Item>
                  <Descriptions.Item label="Practice Type">{optionLabel(practiceTypeOptions, sample.practiceType)}</Descriptions.Item>
                  <Descriptions.Item label="Website">{sample.practiceWebsite}</Descriptions.Item>
                  <Descriptions.Item label="Practice Email">{sample.practiceEmail}</Descriptions.Item>
                  <Descriptions.Item label="Practice Phone">{formatPhoneNumber(sample.practicePhone)}</Descriptions.Item>
                  <Descriptions.Item label="Accepting New Patients">{sample.acceptingNewPatients ? 'Yes' : 'No'}</Descriptions.Item>
                  <Descriptions.Item label="Insurances">
                    {sample.insurancesAccepted.map((value) => optionLabel(insuranceOptions, value)).join(', ')}
                  </Descriptions.Item>
                  <Descriptions.Item label="Languages">
                    {sample.languagesSpoken.map((value) => optionLabel(languageOptions, value)).join(', ')}
                  </Descriptions.Item>
                </Descriptions>
              ),
            },
            { key: 'addresses', label: 'addresses', children: placeholder('Address') },
            { key: 'professional', label: 'professional', children: placeholder('Professional details') },
            { key: 'verification', label: 'verification', children: placeholder('Verification') },
          ]}
        />
      </Card>
    </Flex>
  );
}
