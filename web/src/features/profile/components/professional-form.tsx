import { Col, InputNumber, Row } from 'antd';
import type { User } from '@docnet/contracts';
import { FormField } from '@/components/form/form-field';
import { PhiRefusalNotice } from '@/components/form/phi-refusal';
import { RhfForm } from '@/components/form/rhf-form';
import { InputField, TextAreaField } from '@/components/form/input-field';
import { useProfileTabForm } from '../hooks/use-profile-tab-form';
import {
  professionalChanges,
  professionalDefaults,
  professionalSchema,
  type ProfessionalTextField,
  type ProfessionalValues,
} from '../utils/profile-forms';
import { SaveTabButton } from './save-tab-button';

/**
 * Professional Details tab. The spec shows no content for it; it holds the profile card's fields
 * (specialty, hospital, affiliation, bio, city/state/zipcode) and the credentials the Verification tab
 * displays, saved with PATCH /api/users/{id} (changed fields only).
 */
/** The member-facing names of the fields the PHI guard reads on this tab. */
const phiFieldLabels = {
  bio: 'Bio',
  specialty: 'Specialty',
  hospital: 'Hospital',
  affiliation: 'Affiliation',
  dentalSchool: 'Dental or Medical School',
};

export function ProfessionalForm({ user }: { user: User }) {
  const { control, onSubmit, isSaving, phi, confirmPhi } = useProfileTabForm<ProfessionalValues>(user, {
    section: 'professional',
    schema: professionalSchema,
    defaults: professionalDefaults,
    changes: professionalChanges,
  });

  const text = (name: ProfessionalTextField, label: string, span = 12) => (
    <Col xs={24} md={span}>
      <InputField control={control} name={name} label={label} />
    </Col>
  );

  const wholeNumber = (name: 'graduationYear' | 'yearsOfExperience', label: string, min: number, max: number) => (
    <Col xs={12} md={6}>
      <FormField
        control={control}
        name={name}
        label={label}
        render={({ value, onChange, onBlur, ref, id, status }) => (
          <InputNumber
            ref={ref}
            id={id}
            status={status}
            value={value}
            onChange={(next) => onChange(next ?? null)}
            onBlur={onBlur}
            min={min}
            max={max}
            style={{ width: '100%' }}
          />
        )}
      />
    </Col>
  );

  return (
    <RhfForm aria-label="Professional Details" onSubmit={onSubmit}>
      {phi.refusal && (
        <PhiRefusalNotice refusal={phi.refusal} fieldLabels={phiFieldLabels} onConfirm={confirmPhi} confirmLabel="Confirm and save" busy={isSaving} />
      )}
      <Row gutter={16}>
        {text('specialty', 'Specialty')}
        {text('hospital', 'Hospital')}
        {text('affiliation', 'Affiliation')}
        <Col span={24}>
          <TextAreaField control={control} name="bio" label="Bio" rows={4} />
        </Col>
        {text('city', 'City', 8)}
        {text('state', 'State', 8)}
        {text('zipcode', 'ZIP Code', 8)}
        {text('licenseNumber', 'License Number')}
        {text('licenseState', 'License State')}
        {text('dentalSchool', 'Dental or Medical School')}
        {wholeNumber('graduationYear', 'Graduation Year', 1900, 2100)}
        {wholeNumber('yearsOfExperience', 'Years of Experience', 0, 80)}
      </Row>
      <SaveTabButton saving={isSaving} label="Save Professional Details" />
    </RhfForm>
  );
}
