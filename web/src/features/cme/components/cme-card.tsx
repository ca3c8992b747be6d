import { useState } from 'react';
import { Button, Descriptions, Flex, Tag } from 'antd';
import { Card } from '@/components/ui/card';
import { Paragraph, Text, Title } from '@/components/ui/typography';
import { formatCmeCost, type CmeOpportunity } from '@docnet/contracts';
import { PosterActions } from '@/components/listing/poster-actions';
import { LinkButton } from '@/components/ui/link-button';
import { paths } from '@/config/paths';
import { toast } from '@/lib/toast';
import { formatLongDate } from '@/utils/format';
import { useDeleteCme } from '../api/change-cme';
import { useSaveCme } from '../api/save-cme';
import { cmeFormatLabels, creditsText } from '../utils/cme-tabs';
import { EditOpportunityDialog } from './add-opportunity-dialog';

/**
 * A CME opportunity: credits, cost, start date, location, topics, poster, the 'Register'
 * link (the provider's page, in a new tab) and Save (kept per member on the server); its author's Edit and Delete.
 */
export function CmeCard({ opportunity, viewerId }: { opportunity: CmeOpportunity; viewerId?: number }) {
  const saveCme = useSaveCme();
  const deleteCme = useDeleteCme();
  const [busy, setBusy] = useState(false);

  const toggleSaved = async () => {
    setBusy(true);
    try {
      await saveCme(opportunity.id, !opportunity.saved);
    } catch {
      toast({ title: 'Action failed', description: 'There was an error processing your request.', variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card style={{ height: '100%' }} styles={{ body: { height: '100%' } }}>
      <Flex vertical gap={8} style={{ height: '100%' }} role="article" aria-label={opportunity.title}>
        <Flex justify="space-between" align="start" gap={8}>
          <Title level={3} style={{ fontSize: 17, margin: 0 }}>
            {opportunity.title}
          </Title>
          <Tag color="cyan">{cmeFormatLabels[opportunity.format]}</Tag>
        </Flex>
        <Text type="secondary">{opportunity.provider}</Text>
        <Paragraph ellipsis={{ rows: 3 }} style={{ margin: 0, whiteSpace: 'pre-line' }}>
          {opportunity.description}
        </Paragraph>
        <Descriptions column={1} size="small">
          <Descriptions.Item label="Credits">{creditsText(opportunity.credits)}</Descriptions.Item>
          <Descriptions.Item label="Cost">{formatCmeCost(opportunity.cost)}</Descriptions.Item>
          <Descriptions.Item label="Starts">
            {formatLongDate(opportunity.startDate)}
            {opportunity.endDate ? ` – ${formatLongDate(opportunity.endDate)}` : ''}
          </Descriptions.Item>
          <Descriptions.Item label="Location">{opportunity.location ?? cmeFormatLabels[opportunity.format]}</Descriptions.Item>
          <Descriptions.Item label="Posted by">{opportunity.author}</Descriptions.Item>
        </Descriptions>
        {opportunity.topics.length > 0 && (
          <Flex wrap gap={4}>
            {opportunity.topics.map((topic) => (
              <Tag key={topic}>{topic}</Tag>
            ))}
          </Flex>
        )}
        <Flex justify="space-between" align="center" gap={8} style={{ marginTop: 'auto' }}>
          <Button
            size="small"
            type={opportunity.saved ? 'primary' : 'default'}
            aria-pressed={opportunity.saved}
            disabled={busy}
            onClick={() => void toggleSaved()}
          >
            {opportunity.saved ? 'Saved' : 'Save'}
          </Button>
          {/* Completed: the member records it in their CME wallet, the credit form filled from the listing. */}
          <LinkButton size="small" to={paths.cmeWalletCompleted.getHref(opportunity.id)} aria-label={`Mark completed: ${opportunity.title}`}>
            Mark completed
          </LinkButton>
          <Button type="primary" href={opportunity.url} target="_blank" rel="noopener noreferrer">
            Register
          </Button>
        </Flex>
        {/* Its author edits or deletes it here: an opportunity has no page of its own. */}
        {viewerId !== undefined && opportunity.authorId === viewerId && (
          <PosterActions
            noun="Opportunity"
            title={opportunity.title}
            renderEdit={(onClose) => <EditOpportunityDialog opportunity={opportunity} onClose={onClose} />}
            remove={() => deleteCme(opportunity.id)}
            onDeleted={() => undefined}
          />
        )}
      </Flex>
    </Card>
  );
}
