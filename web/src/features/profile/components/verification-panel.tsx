import { Descriptions, Tag } from 'antd';
import { npiStatus, optionLabel, practiceSpecialtyOptions, practiceTypeOptions, type User } from '@docnet/contracts';

/**
 * Verification tab, read only: the NPI as 'Verified', 'Pending verification' or 'Not provided'.
 * Not 'Verified when isVerified is true' (docs/product/profiles.md): isVerified is the email's
 * verification, and only an NPI bound to the member (npiVerified, proved with the registry phone's code) is
 * 'Verified' (npiStatus); members bind it under Settings → Security.
 */
export function VerificationPanel({ user }: { user: User }) {
  const status = npiStatus(user);
  const dash = (value: string | number | null | undefined) => (value === null || value === undefined || value === '' ? '—' : value);
  return (
    <Descriptions bordered column={1} size="middle" aria-label="Verification">
      <Descriptions.Item label="NPI">
        {user.npi ? `${user.npi} ` : ''}
        <Tag color={status === 'Verified' ? 'green' : status === 'Not provided' ? 'default' : 'gold'}>{status}</Tag>
      </Descriptions.Item>
      <Descriptions.Item label="License Number">{dash(user.licenseNumber)}</Descriptions.Item>
      <Descriptions.Item label="License State">{dash(user.licenseState)}</Descriptions.Item>
      <Descriptions.Item label="Dental or Medical School">{dash(user.dentalSchool)}</Descriptions.Item>
      <Descriptions.Item label="Graduation Year">{dash(user.graduationYear)}</Descriptions.Item>
      <Descriptions.Item label="Years of Experience">{dash(user.yearsOfExperience)}</Descriptions.Item>
      <Descriptions.Item label="Practice Type">{dash(optionLabel(practiceTypeOptions, user.practiceType))}</Descriptions.Item>
      <Descriptions.Item label="Specialties">
        {user.dentalSpecialties?.length
          ? user.dentalSpecialties.map((value) => <Tag key={value}>{optionLabel(practiceSpecialtyOptions, value)}</Tag>)
          : '—'}
      </Descriptions.Item>
    </Descriptions>
  );
}
