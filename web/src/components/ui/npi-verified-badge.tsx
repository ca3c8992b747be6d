import { SafetyCertificateFilled } from '@ant-design/icons';
import { Tag } from 'antd';

/**
 * The verified badge: shown only for a member whose NPI is bound to them (`npiVerified`: proved with a
 * code sent to the phone the NPI registry lists for it), on the profile, author cards and search results.
 */
export function NpiVerifiedBadge({ verified }: { verified: boolean | undefined }) {
  if (!verified) return null;
  return (
    <Tag
      color="green"
      icon={<SafetyCertificateFilled />}
      aria-label="NPI verified"
      data-testid="npi-verified-badge"
      style={{ marginInlineEnd: 0 }}
    >
      NPI verified
    </Tag>
  );
}
