import { Descriptions, Tag } from 'antd';
import { npiStatus, optionLabel, practiceSpecialtyOptions, practiceTypeOptions, type User } from '@docnet/contracts';

/**
 * Verification tab, read only (part 1 §2): the NPI with 'Pending verification', or 'Not provided'. Nothing
 * verifies an NPI yet (the email's verification said 'Verified' here), so no 'Verified' is shown for it (npiStatus).
 */
export function VerificationPanel({ user }: { user: User }) {
  const status = npiStatus(user);
  const dash = (value: string | number | null | undefined) => (value === null || value === undefined || value === '' ? '—' : value);
  return (
    <Descriptions bordered column={1} size="middle" aria-label="Verification">
      <Descriptions.Item label="NPI">
        {user.npi ? `${user.npi} ` : ''}
        <Tag color={status === 'Not provided' ? 'default' : 'gold'}>{status}</Tag>
      </Descriptions.Item>
      <Descriptions.Item label="License Number">{dash(user.licenseNumber)}</Descriptions.Item>
      <Descriptions.Item label="License State">{dash(user.licenseState)}</Descriptions.Item>
      <Descriptions.Item label="Dental School">{dash(user.dentalSchool)}</Descriptions.Item>
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
