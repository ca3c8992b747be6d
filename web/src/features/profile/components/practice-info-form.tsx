import { Button, Col, Flex, Input, Radio, Row, Select } from 'antd';
import { Text } from '@/components/ui/typography';
import { useForm } from 'react-hook-form';
import {
  dentalSpecialtyOptions,
  insuranceOptions,
  languageOptions,
  medicalSpecialtyOptions,
  practiceInfoSchema,
  practiceTypeOptions,
  serviceOptions,
  type User,
} from '@docnet/contracts';
import { CheckboxList } from '@/components/form/checkbox-list';
import { FormField } from '@/components/form/form-field';
import { RhfForm } from '@/components/form/rhf-form';
import { useSaveProfile } from '../api/save-profile';
import { practiceDefaults, practicePayload, type PracticeValues } from '../utils/profile-forms';
import { PhoneInput } from '@/components/form/phone-input';
import { schemaResolver } from '@/components/form/schema-resolver';

const checkboxGrid = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
  gap: 8,
} as const;

function toOptions(options: readonly { value: string; label: string }[]) {
  return options.map((option) => ({ value: option.value, label: option.label }));
}

/** Practice Information tab (part 1 §2, §5): PATCH /api/profile/practice with the form values. */
export function PracticeInfoForm({ user }: { user: User }) {
  const { save, isSaving } = useSaveProfile(user.id, 'practice');
  const { control, handleSubmit } = useForm<PracticeValues>({
    resolver: schemaResolver<PracticeValues>(practiceInfoSchema),
    defaultValues: practiceDefaults(user),
    mode: 'onTouched',
  });

  const onSubmit = handleSubmit(async (values) => {
    await save(practicePayload(values));
  });

  return (
    <RhfForm aria-label="Practice Information" onSubmit={onSubmit}>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <FormField
            control={control}
            name="practiceName"
            label="Practice Name"
            render={(field) => <Input {...field} />}
          />
        </Col>
        <Col xs={24} md={12}>
          <FormField
            control={control}
            name="practiceType"
            label="Practice Type"
            render={({ value, onChange, onBlur, ref, id, status }) => (
              <Select
                ref={ref}
                id={id}
                status={status}
                value={value || undefined}
                onChange={onChange}
                onBlur={onBlur}
                placeholder="Select practice type"
                options={toOptions(practiceTypeOptions)}
              />
            )}
          />
        </Col>
        <Col span={24}>
          <FormField
            control={control}
            name="dentalSpecialties"
            label="Specialties"
            render={({ value, onChange }) => {
              const chosen = value ?? [];
              // Members are dentists and doctors: two groups of one field, each changing only its own choices.
              const group = (label: string, options: readonly { value: string; label: string }[]) => {
                const inGroup = (choice: string) => options.some((option) => option.value === choice);
                return (
                  <div role="group" aria-label={label}>
                    <Text type="secondary">{label}</Text>
                    <CheckboxList
                      value={chosen.filter(inGroup)}
                      onChange={(next) => onChange([...chosen.filter((choice) => !inGroup(choice)), ...next])}
                      style={checkboxGrid}
                      options={options}
                    />
                  </div>
                );
              };
              return (
                <Flex vertical gap={12}>
                  {group('Dental Specialties', dentalSpecialtyOptions)}
                  {group('Medical Specialties', medicalSpecialtyOptions)}
                </Flex>
              );
            }}
          />
        </Col>
        <Col xs={24} md={12}>
          <FormField
            control={control}
            name="practiceWebsite"
            label="Practice Website"
            render={({ value, ...field }) => (
              <Input {...field} value={value ?? ''} type="url" placeholder="https://" />
            )}
          />
        </Col>
        <Col xs={24} md={12}>
          <FormField
            control={control}
            name="practiceEmail"
            label="Practice Email"
            render={({ value, ...field }) => <Input {...field} value={value ?? ''} type="email" />}
          />
        </Col>
        <Col xs={24} md={12}>
          <FormField
            control={control}
            name="practicePhone"
            label="Practice Phone"
            render={({ value, ...field }) => <PhoneInput {...field} value={value} />}
          />
        </Col>
        <Col xs={24} md={12}>
          <FormField
            control={control}
            name="acceptingNewPatients"
            label="Accepting New Patients"
            render={({ value, onChange, id }) => (
              <Radio.Group
                id={id}
                aria-label="Accepting New Patients"
                value={value === true ? 'yes' : value === false ? 'no' : undefined}
                onChange={(event) => onChange(event.target.value === 'yes')}
                options={[
                  { value: 'yes', label: 'Yes' },
                  { value: 'no', label: 'No' },
                ]}
              />
            )}
          />
        </Col>
        <Col span={24}>
          <FormField
            control={control}
            name="servicesOffered"
            label="Services Offered"
            render={({ value, onChange }) => (
              <div role="group" aria-label="Services Offered">
                <CheckboxList
                  value={value ?? []}
                  onChange={onChange}
                  style={checkboxGrid}
                  options={serviceOptions}
                />
              </div>
            )}
          />
        </Col>
        <Col span={24}>
          <FormField
            control={control}
            name="insurancesAccepted"
            label="Insurances Accepted"
            render={({ value, onChange }) => (
              <div role="group" aria-label="Insurances Accepted">
                <CheckboxList
                  value={value ?? []}
                  onChange={onChange}
                  style={checkboxGrid}
                  options={insuranceOptions}
                />
              </div>
            )}
          />
        </Col>
        <Col span={24}>
          <FormField
            control={control}
            name="languagesSpoken"
            label="Languages Spoken"
            render={({ value, onChange }) => (
              <div role="group" aria-label="Languages Spoken">
                <CheckboxList
                  value={value ?? []}
                  onChange={onChange}
                  style={checkboxGrid}
                  options={languageOptions}
                />
              </div>
            )}
          />
        </Col>
      </Row>
      <Button type="primary" htmlType="submit" loading={isSaving} disabled={isSaving}>
        {isSaving ? 'Saving...' : 'Save Practice Information'}
      </Button>
    </RhfForm>
  );
}
