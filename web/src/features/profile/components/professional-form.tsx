import { Button, Col, Input, InputNumber, Row } from 'antd';
import { useForm } from 'react-hook-form';
import type { User } from '@docnet/contracts';
import { FormField } from '@/components/form/form-field';
import { RhfForm } from '@/components/form/rhf-form';
import { schemaResolver } from '@/components/form/schema-resolver';
import { useSaveProfile } from '../api/save-profile';
import {
  professionalChanges,
  professionalDefaults,
  professionalSchema,
  type ProfessionalTextField,
  type ProfessionalValues,
} from '../utils/profile-forms';

/**
 * Professional Details tab. The spec shows no content for it; it holds the profile card's fields
 * (specialty, hospital, affiliation, bio, city/state/zipcode) and the credentials the Verification tab
 * displays, saved with PATCH /api/users/{id} (changed fields only).
 */
export function ProfessionalForm({ user }: { user: User }) {
  const { save, isSaving } = useSaveProfile(user.id, 'professional');
  const { control, handleSubmit } = useForm<ProfessionalValues>({
    resolver: schemaResolver<ProfessionalValues>(professionalSchema),
    defaultValues: professionalDefaults(user),
    mode: 'onTouched',
  });

  const onSubmit = handleSubmit(async (values) => {
    await save(professionalChanges(values, user));
  });

  const text = (name: ProfessionalTextField, label: string, span = 12) => (
    <Col xs={24} md={span}>
      <FormField control={control} name={name} label={label} render={({ value, ...field }) => <Input {...field} value={value ?? ''} />} />
    </Col>
  );

  return (
    <RhfForm aria-label="Professional Details" onSubmit={onSubmit}>
      <Row gutter={16}>
        {text('specialty', 'Specialty')}
        {text('hospital', 'Hospital')}
        {text('affiliation', 'Affiliation')}
        <Col span={24}>
          <FormField control={control} name="bio" label="Bio" render={({ value, ...field }) => <Input.TextArea {...field} value={value ?? ''} rows={4} />} />
        </Col>
        {text('city', 'City', 8)}
        {text('state', 'State', 8)}
        {text('zipcode', 'ZIP Code', 8)}
        {text('licenseNumber', 'License Number')}
        {text('licenseState', 'License State')}
        {text('dentalSchool', 'Dental School')}
        <Col xs={12} md={6}>
          <FormField
            control={control}
            name="graduationYear"
            label="Graduation Year"
            render={({ value, onChange, onBlur, ref, id, status }) => (
              <InputNumber ref={ref} id={id} status={status} value={value} onChange={(next) => onChange(next ?? null)} onBlur={onBlur} min={1900} max={2100} style={{ width: '100%' }} />
            )}
          />
        </Col>
        <Col xs={12} md={6}>
          <FormField
            control={control}
            name="yearsOfExperience"
            label="Years of Experience"
            render={({ value, onChange, onBlur, ref, id, status }) => (
              <InputNumber ref={ref} id={id} status={status} value={value} onChange={(next) => onChange(next ?? null)} onBlur={onBlur} min={0} max={80} style={{ width: '100%' }} />
            )}
          />
        </Col>
      </Row>
      <Button type="primary" htmlType="submit" loading={isSaving} disabled={isSaving}>
        {isSaving ? 'Saving...' : 'Save Professional Details'}
      </Button>
    </RhfForm>
  );
}
