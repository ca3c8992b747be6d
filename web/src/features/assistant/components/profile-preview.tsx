import { Button, Empty, Flex } from 'antd';
import { Card } from '@/components/ui/card';
import { Paragraph, Text, Title } from '@/components/ui/typography';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { chatProfileLocation, type ChatProfile } from '../utils/chat-messages';

/** The selected member's preview: name, specialty, affiliation, location, bio, 'View Full Profile'. */
export interface ProfilePreviewProps {
  profile: ChatProfile;
  /** Called before leaving for the full profile (the floating panel gets out of the way). */
  onOpenProfile?: () => void;
}

export function ProfilePreview({ profile, onOpenProfile }: ProfilePreviewProps) {
  const navigate = useNavigate();
  const location = chatProfileLocation(profile);
  return (
    <Flex vertical gap={8} aria-label="Profile preview">
      <Title level={4} style={{ margin: 0 }}>
        {profile.name}
      </Title>
      {profile.specialty && <Text>{profile.specialty}</Text>}
      {profile.affiliation && <Text type="secondary">{profile.affiliation}</Text>}
      {location && <Text type="secondary">{location}</Text>}
      {profile.bio && (
        <Paragraph style={{ margin: 0, whiteSpace: 'pre-wrap' }}>
          {profile.bio}
        </Paragraph>
      )}
      <div>
        <Button
          type="primary"
          onClick={() => {
            onOpenProfile?.();
            navigate(paths.profile.getHref(profile.id));
          }}
        >
          View Full Profile
        </Button>
      </div>
    </Flex>
  );
}

/** The right half: 'Content Viewer' with its empty state, or 'Profile Details' with the selected member. */
export function ContentViewer({ profile }: { profile: ChatProfile | null }) {
  return (
    <Card title={profile ? 'Profile Details' : 'Content Viewer'} style={{ height: '100%' }}>
      {profile ? (
        <ProfilePreview profile={profile} />
      ) : (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={
            <Flex vertical gap={4}>
              <Text strong>Content will appear here</Text>
              <Text type="secondary">Click on profiles, links, or recommendations</Text>
              <Text type="secondary">from your conversation to view details</Text>
            </Flex>
          }
        />
      )}
    </Card>
  );
}
