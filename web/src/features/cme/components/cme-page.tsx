import { ListingGrid, ListingPage } from '@/components/listing/listing-page';
import { useCmeOpportunities } from '../api/get-cme';
import { visibleCmeTabs, type CmeTab } from '../utils/cme-tabs';
import { AddOpportunityDialog } from './add-opportunity-dialog';
import { CmeCard } from './cme-card';

function CmeList({ tab, viewerId }: { tab: CmeTab; viewerId?: number }) {
  const { data: opportunities, isLoading } = useCmeOpportunities(tab);
  return (
    <ListingGrid
      items={opportunities}
      isLoading={isLoading}
      empty="No CME opportunities found"
      renderItem={(opportunity) => <CmeCard opportunity={opportunity} viewerId={viewerId} />}
    />
  );
}

/**
 * /resources/cme, 'CME Opportunities': tabs All Opportunities, Online, In Person, Hybrid,
 * Free and, for members, My Posts and Saved (answered by the server); 'Add Opportunity' opens the form.
 */
export function CmePage({ signedIn, viewerId }: { signedIn: boolean; viewerId?: number }) {
  return (
    <ListingPage
      title="CME Opportunities"
      subtitle="Continuing education courses, online and in person, with their credits."
      tabs={visibleCmeTabs(signedIn)}
      renderTab={(tab) => <CmeList tab={tab} viewerId={viewerId} />}
      post={signedIn ? { label: 'Add Opportunity', dialog: AddOpportunityDialog } : undefined}
    />
  );
}
