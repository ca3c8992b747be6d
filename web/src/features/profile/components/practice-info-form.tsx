import { Col, Flex, Radio, Row } from 'antd';
import { Text } from '@/components/ui/typography';
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
import { PhiRefusalNotice } from '@/components/form/phi-refusal';
import { RhfForm } from '@/components/form/rhf-form';
import { InputField } from '@/components/form/input-field';
import { PhoneField } from '@/components/form/phone-input';
import { SelectField } from '@/components/form/select-field';
import { useProfileTabForm } from '../hooks/use-profile-tab-form';
import { practiceDefaults, practicePayload, type PracticeValues } from '../utils/profile-forms';
import { OwnEntries } from './own-entries';
import { SaveTabButton } from './save-tab-button';

/** The contract's rule of one list that takes own entries: the list as stored, or throws its message. */
const ownListRule = (name: 'servicesOffered' | 'insurancesAccepted' | 'languagesSpoken') => (next: string[]) =>
  practiceInfoSchema.pick([name]).validateSync({ [name]: next })[name];

const checkboxGrid = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
  gap: 8,
} as const;

/** Practice Information tab: PATCH /api/profile/practice with the form values. */
export function PracticeInfoForm({ user }: { user: User }) {
  const { control, onSubmit, isSaving, phi, confirmPhi } = useProfileTabForm<PracticeValues>(user, {
    section: 'practice',
    schema: practiceInfoSchema,
    defaults: practiceDefaults,
    changes: practicePayload,
  });

  // One multi-choice field: its boxes in a grid, named as a group; with `other`, an input for the member's own entries.
  const checkboxes = (
    name: 'servicesOffered' | 'insurancesAccepted' | 'languagesSpoken',
    label: string,
    options: readonly { value: string; label: string }[],
    other?: string,
  ) => (
    <Col span={24}>
      <FormField
        control={control}
        name={name}
        label={label}
        render={({ value, onChange }) => (
          <div role="group" aria-label={label}>
            <CheckboxList value={value ?? []} onChange={onChange} style={checkboxGrid} options={options} />
            {other && <OwnEntries noun={other} value={value ?? []} listed={options} onChange={onChange} check={ownListRule(name)} />}
          </div>
        )}
      />
    </Col>
  );

  return (
    <RhfForm aria-label="Practice Information" onSubmit={onSubmit}>
      {phi.refusal && (
        <PhiRefusalNotice
          refusal={phi.refusal}
          fieldLabels={{ practiceName: 'Practice Name' }}
          onConfirm={confirmPhi}
          confirmLabel="Confirm and save"
          busy={isSaving}
        />
      )}
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <InputField control={control} name="practiceName" label="Practice Name" />
        </Col>
        <Col xs={24} md={12}>
          <SelectField
            control={control}
            name="practiceType"
            label="Practice Type"
            placeholder="Select practice type"
            options={practiceTypeOptions}
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
          <InputField
            control={control}
            name="practiceWebsite"
            label="Practice Website"
            type="url"
            placeholder="https://"
          />
        </Col>
        <Col xs={24} md={12}>
          <InputField control={control} name="practiceEmail" label="Practice Email" type="email" />
        </Col>
        <Col xs={24} md={12}>
          <PhoneField control={control} name="practicePhone" label="Practice Phone" />
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
        {checkboxes('servicesOffered', 'Services Offered', serviceOptions)}
        {checkboxes('insurancesAccepted', 'Insurances Accepted', insuranceOptions, 'insurance')}
        {checkboxes('languagesSpoken', 'Languages Spoken', languageOptions, 'language')}
      </Row>
      <SaveTabButton saving={isSaving} label="Save Practice Information" />
    </RhfForm>
  );
}
