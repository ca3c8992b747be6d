import { useState } from 'react';
import { Switch } from 'antd';
import type { CmeOpportunity } from '@docnet/contracts';
import { ListingGrid, ListingPage } from '@/components/listing/listing-page';
import { useCmeOpportunities } from '../api/get-cme';
import { visibleCmeTabs, type CmeTab } from '../utils/cme-tabs';
import { AddOpportunityDialog } from './add-opportunity-dialog';
import { CmeCard } from './cme-card';

/** Whether a listing closes a requirement the member's CME wallet still owes (given by the app, from the wallet). */
export type CmeGapFilter = (opportunity: CmeOpportunity) => boolean;

function CmeList({ tab, viewerId, fillsGap }: { tab: CmeTab; viewerId?: number; fillsGap?: CmeGapFilter | null }) {
  const { data: opportunities, isLoading } = useCmeOpportunities(tab);
  const [gapsOnly, setGapsOnly] = useState(false);
  const filtering = gapsOnly && !!fillsGap;
  return (
    <>
      {fillsGap && (
        <label style={{ display: 'flex', alignItems: 'center', gap: 8, marginBottom: 12 }}>
          <Switch checked={gapsOnly} onChange={setGapsOnly} />
          Only what fills a gap in my CME wallet
        </label>
      )}
      <ListingGrid
        items={filtering ? opportunities?.filter(fillsGap) : opportunities}
        isLoading={isLoading}
        empty={filtering ? 'No CME opportunity here closes a requirement you still owe' : 'No CME opportunities found'}
        renderItem={(opportunity) => <CmeCard opportunity={opportunity} viewerId={viewerId} />}
      />
    </>
  );
}

/**
 * /resources/cme, 'CME Opportunities': tabs All Opportunities, Online, In Person, Hybrid,
 * Free and, for members, My Posts and Saved (answered by the server); 'Add Opportunity' opens the form.
 */
export function CmePage({ signedIn, viewerId, fillsGap }: { signedIn: boolean; viewerId?: number; fillsGap?: CmeGapFilter | null }) {
  return (
    <ListingPage
      title="CME Opportunities"
      subtitle="Continuing education courses, online and in person, with their credits."
      tabs={visibleCmeTabs(signedIn)}
      renderTab={(tab) => <CmeList tab={tab} viewerId={viewerId} fillsGap={fillsGap} />}
      post={signedIn ? { label: 'Add Opportunity', dialog: AddOpportunityDialog } : undefined}
    />
  );
}
