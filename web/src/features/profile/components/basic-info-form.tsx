import { yupResolver } from '@hookform/resolvers/yup';
import { Col, Form, Input, Row, Tag } from 'antd';
import { Paragraph } from '@/components/ui/typography';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { ApiRoutes, basicInfoSchema, type BasicInfo, type User } from '@docnet/contracts';
import { InputField } from '@/components/form/input-field';
import { useStepUp } from '@/components/form/step-up';
import { RhfForm } from '@/components/form/rhf-form';
import { paths } from '@/config/paths';
import { serverMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { requestEmailChange } from '../api/request-email-change';
import { useSaveProfile } from '../api/save-profile';
import { basicInfoDefaults, basicInfoPayload, splitEmailChange } from '../utils/profile-forms';
import { PhoneField } from '@/components/form/phone-input';
import { PictureUpload } from './picture-upload';
import { SaveTabButton } from './save-tab-button';

/** True verified, false unverified, otherwise pending. */
export function flagText(flag: boolean | null | undefined): string {
  if (flag === true) return 'Verified';
  if (flag === false) return 'Not verified';
  return 'Pending';
}

function FlagTag({ flag }: { flag: boolean | null | undefined }) {
  return <Tag color={flag === true ? 'green' : flag === false ? 'red' : 'gold'}>{flagText(flag)}</Tag>;
}

/**
 * Basic Information tab: PATCH /api/profile/update {name, email, phoneNumber, officePhone, fax}.
 * A new email is not saved here: identity sends it a code, and it replaces the current one once verified in
 * Settings (`pendingEmail`, from the signed-in member's record).
 */
export function BasicInfoForm({ user, pendingEmail }: { user: User; pendingEmail?: string | null }) {
  const { mutate } = useSWRConfig();
  const { save, isSaving } = useSaveProfile(user.id, 'basic');
  const stepUp = useStepUp('Your email is where sign-in, password resets and security notices go.');
  const { control, handleSubmit } = useForm<BasicInfo>({
    resolver: yupResolver(basicInfoSchema),
    defaultValues: basicInfoDefaults(user),
    mode: 'onTouched',
  });

  const onSubmit = handleSubmit(async (values) => {
    const { payload, newEmail } = splitEmailChange(basicInfoPayload(values), user.email);
    const saved = await save(payload);
    if (!saved || !newEmail) return;
    try {
      const started = await stepUp.confirmWithPassword((currentPassword) => requestEmailChange(newEmail, currentPassword));
      if (started === null) return;
      toast({
        title: 'Verify your new email',
        description: `We sent a code to ${newEmail}. ${user.email} stays in use until you enter it in Settings.`,
      });
    } catch (error) {
      toast({ title: 'Email Not Changed', description: serverMessage(error) ?? 'Failed to send verification code', variant: 'destructive' });
    }
    await mutate(ApiRoutes.authMe);
  });

  // The password dialog sits outside the form: a submit inside it would bubble (through React's tree) to this form.
  return (
    <>
    <RhfForm aria-label="Basic Information" onSubmit={onSubmit}>
      <PictureUpload user={user} />
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <InputField control={control} name="name" label="Full Name" autoComplete="name" />
        </Col>
        <Col xs={24} md={12}>
          <InputField control={control} name="email" label="Email" type="email" autoComplete="email" />
          {pendingEmail && (
            <Paragraph type="secondary" style={{ marginTop: -16 }}>
              New email {pendingEmail} <Tag color="red">Not verified</Tag> — enter its code in{' '}
              <Link to={paths.settings.getHref()}>Settings</Link>.
            </Paragraph>
          )}
        </Col>
        <Col xs={24} md={12}>
          <PhoneField control={control} name="phoneNumber" label="Phone Number" />
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label="NPI Number" htmlFor="npi" extra="Managed by the NPI registry; read only.">
            <Input id="npi" value={user.npi ?? ''} readOnly disabled placeholder="Not provided" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <PhoneField control={control} name="officePhone" label="Office Phone" />
        </Col>
        <Col xs={24} md={12}>
          <PhoneField control={control} name="fax" label="Fax" />
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
      <SaveTabButton saving={isSaving} label="Save Basic Information" />
    </RhfForm>
    {stepUp.dialog}
    </>
  );
}
