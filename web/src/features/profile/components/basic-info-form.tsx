import { yupResolver } from '@hookform/resolvers/yup';
import { Button, Col, Form, Input, Row, Tag } from 'antd';
import { useForm } from 'react-hook-form';
import { basicInfoSchema, type BasicInfo, type User } from '@docnet/contracts';
import { FormField } from '@/components/form/form-field';
import { RhfForm } from '@/components/form/rhf-form';
import { useSaveProfile } from '../api/save-profile';
import { basicInfoDefaults, basicInfoPayload } from '../utils/profile-forms';
import { PhoneInput } from '@/components/form/phone-input';
import { PictureUpload } from './picture-upload';

/** Part 2 §3: true verified, false unverified, otherwise pending. */
export function flagText(flag: boolean | null | undefined): string {
  if (flag === true) return 'Verified';
  if (flag === false) return 'Not verified';
  return 'Pending';
}

function FlagTag({ flag }: { flag: boolean | null | undefined }) {
  return <Tag color={flag === true ? 'green' : flag === false ? 'red' : 'gold'}>{flagText(flag)}</Tag>;
}

/** Basic Information tab (part 1 §2, §5): PATCH /api/profile/update {name, email, phoneNumber, officePhone, fax}. */
export function BasicInfoForm({ user }: { user: User }) {
  const { save, isSaving } = useSaveProfile(user.id, 'basic');
  const { control, handleSubmit } = useForm<BasicInfo>({
    resolver: yupResolver(basicInfoSchema),
    defaultValues: basicInfoDefaults(user),
    mode: 'onTouched',
  });

  const onSubmit = handleSubmit(async (values) => {
    await save(basicInfoPayload(values));
  });

  return (
    <RhfForm aria-label="Basic Information" onSubmit={onSubmit}>
      <PictureUpload user={user} />
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <FormField control={control} name="name" label="Full Name" render={(field) => <Input {...field} autoComplete="name" />} />
        </Col>
        <Col xs={24} md={12}>
          <FormField control={control} name="email" label="Email" render={(field) => <Input {...field} type="email" autoComplete="email" />} />
        </Col>
        <Col xs={24} md={12}>
          <FormField control={control} name="phoneNumber" label="Phone Number" render={({ value, ...field }) => <PhoneInput {...field} value={value} />} />
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label="NPI Number" htmlFor="npi" extra="Managed by the NPI registry; read only.">
            <Input id="npi" value={user.npi ?? ''} readOnly disabled placeholder="Not provided" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <FormField control={control} name="officePhone" label="Office Phone" render={({ value, ...field }) => <PhoneInput {...field} value={value} />} />
        </Col>
        <Col xs={24} md={12}>
          <FormField control={control} name="fax" label="Fax" render={({ value, ...field }) => <PhoneInput {...field} value={value} />} />
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label="SMS verified">
            <FlagTag flag={user.smsVerified} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label="Email verified">
            <FlagTag flag={user.isVerified} />
          </Form.Item>
        </Col>
      </Row>
      <Button type="primary" htmlType="submit" loading={isSaving} disabled={isSaving}>
        {isSaving ? 'Saving...' : 'Save Basic Information'}
      </Button>
    </RhfForm>
  );
}
