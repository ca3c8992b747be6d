import { useEffect, useState } from 'react';
import { Alert, Button, Divider, Flex, List, Radio, Skeleton, Switch } from 'antd';
import { Paragraph, Text } from '@/components/ui/typography';
import {
  digestFrequencies,
  NotificationSettingsMessages,
  notificationTypes,
  type DigestFrequency,
  type NotificationSettings,
  type NotificationType,
} from '@docnet/contracts';
import { toast } from '@/lib/toast';
import { useNotificationSettings, useSaveNotificationSettings } from '../api/notification-settings';
import { PushSwitch } from './push-switch';

const typeLabels: Record<NotificationType, { title: string; description: string }> = {
  connectionRequests: { title: 'Connection requests', description: 'Someone asks to connect with you.' },
  connectionAccepted: { title: 'Connection accepted', description: 'A colleague accepts your connection request.' },
  profileUpdates: { title: 'Profile updates', description: 'Your connections update their profiles.' },
  contentLikes: { title: 'Likes', description: 'Someone likes your content.' },
  contentComments: { title: 'Comments', description: 'Someone comments on your content.' },
  directMessages: { title: 'Direct messages', description: 'A connection sends you a message.' },
  systemAnnouncements: { title: 'System announcements', description: 'News about DocNet itself.' },
};

const frequencyLabels: Record<DigestFrequency, string> = { daily: 'Daily', weekly: 'Weekly' };

function SettingRow({ title, description, checked, onChange }: { title: string; description: string; checked: boolean; onChange: (value: boolean) => void }) {
  return (
    <List.Item actions={[<Switch key="switch" aria-label={title} checked={checked} onChange={onChange} />]}>
      <List.Item.Meta title={title} description={description} />
    </List.Item>
  );
}

/** Notifications: loads the stored settings, edits a draft, saves it with POST /api/notifications/settings. */
export function NotificationsTab() {
  const { data, error, isLoading } = useNotificationSettings();
  const save = useSaveNotificationSettings();
  const [draft, setDraft] = useState<NotificationSettings | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (data) setDraft(data);
  }, [data]);

  if (isLoading || (data && !draft)) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (error || !draft) return <Alert type="error" showIcon message="Failed to load notification settings. Please try again." />;

  const change = (patch: Partial<NotificationSettings>) => setDraft({ ...draft, ...patch });
  const changeType = (type: NotificationType, value: boolean) => change({ notifications: { ...draft.notifications, [type]: value } });

  const submit = async () => {
    setSaving(true);
    try {
      await save(draft);
      toast({ title: NotificationSettingsMessages.savedTitle, description: NotificationSettingsMessages.savedDescription });
    } catch (failure) {
      console.error('Failed to save notification settings', failure);
      toast({ title: NotificationSettingsMessages.failedTitle, description: NotificationSettingsMessages.failedDescription, variant: 'destructive' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Flex vertical gap={8}>
      <Paragraph type="secondary" style={{ marginBottom: 0 }}>
        New notifications appear at once under the bell in the navigation bar and on the Notifications page. A type you
        switch off is neither shown nor emailed. With email on, each notification is emailed as it happens, or, in
        digest mode, gathered into one email a day or a week. Several messages from the same connection make one
        notification until you read it.
      </Paragraph>
      {/* Rows as the dataSource: antd wraps only those in a <ul>; children would be <li>s outside any list. */}
      <List
        itemLayout="horizontal"
        dataSource={[
          <SettingRow
            key="email"
            title="Email notifications"
            description="Receive notifications by email."
            checked={draft.emailEnabled}
            onChange={(emailEnabled) => change({ emailEnabled })}
          />,
          <PushSwitch key="push" />,
          <SettingRow
            key="digest"
            title="Digest mode"
            description="Bundle notifications into one email instead of one email each."
            checked={draft.digestMode}
            onChange={(digestMode) => change({ digestMode })}
          />,
          <List.Item
            key="frequency"
            actions={[
              <Radio.Group
                key="frequency"
                aria-label="Digest frequency"
                optionType="button"
                value={draft.digestFrequency}
                disabled={!draft.digestMode}
                options={digestFrequencies.map((value) => ({ value, label: frequencyLabels[value] }))}
                onChange={(event) => change({ digestFrequency: event.target.value as DigestFrequency })}
              />,
            ]}
          >
            <List.Item.Meta title="Digest frequency" description="How often the digest is sent." />
          </List.Item>,
        ]}
        renderItem={(row) => row}
      />
      <Divider orientation="left" plain>
        <Text strong>Notify me about</Text>
      </Divider>
      <List
        itemLayout="horizontal"
        dataSource={[...notificationTypes]}
        renderItem={(type) => (
          <SettingRow {...typeLabels[type]} checked={draft.notifications[type]} onChange={(value) => changeType(type, value)} />
        )}
      />
      <div>
        <Button type="primary" loading={saving} aria-label="Save Preferences" aria-busy={saving} onClick={() => void submit()}>
          Save Preferences
        </Button>
      </div>
    </Flex>
  );
}
