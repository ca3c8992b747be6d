import { Alert, List, Skeleton, Switch } from 'antd';
import type { PrivacySettings } from '@docnet/contracts';
import { serverMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { usePrivacySettings, useUpdatePrivacySettings } from '../api/privacy-settings';

const privacyToggles: { key: keyof PrivacySettings; title: string; description: string }[] = [
  { key: 'publicProfile', title: 'Public profile', description: 'Other members can see your full profile.' },
  { key: 'searchVisibility', title: 'Search visibility', description: 'You appear in doctor search results.' },
  { key: 'locationSharing', title: 'Location sharing', description: 'Other members can see your location and addresses.' },
];

/** Privacy: the three toggles, stored and enforced by the server. */
export function PrivacyTab() {
  const { data, error, isLoading } = usePrivacySettings();
  const update = useUpdatePrivacySettings();

  if (isLoading) return <Skeleton active paragraph={{ rows: 3 }} />;
  if (error || !data) return <Alert type="error" showIcon message="Failed to load privacy settings. Please try again." />;

  const change = async (key: keyof PrivacySettings, value: boolean) => {
    try {
      await update({ [key]: value });
      // Said, as the security switches do: a switch alone does not tell whether the change was kept.
      toast({ title: 'Settings saved', description: 'Your privacy settings have been updated' });
    } catch (failure) {
      toast({
        title: 'Error',
        description: serverMessage(failure) ?? 'Failed to save privacy settings. Please try again.',
        variant: 'destructive',
      });
    }
  };

  return (
    <List
      itemLayout="horizontal"
      dataSource={privacyToggles}
      renderItem={(toggle) => (
        <List.Item
          actions={[
            <Switch
              key="switch"
              aria-label={toggle.title}
              checked={data[toggle.key]}
              onChange={(value) => void change(toggle.key, value)}
            />,
          ]}
        >
          <List.Item.Meta title={toggle.title} description={toggle.description} />
        </List.Item>
      )}
    />
  );
}
