import { Alert, Empty, Skeleton } from 'antd';
import { Card } from '@/components/ui/card';
import { Link } from 'react-router-dom';
import { HOME_SUGGESTIONS_SHOWN, type User } from '@docnet/contracts';
import { ItemList } from '@/components/ui/item-list';
import { paths } from '@/config/paths';
import { useSendConnection } from '@/lib/connections';
import { useSuggestions } from '../api/get-suggestions';
import { useConnectionStates } from '../hooks/use-connection-states';
import { MemberRow } from './member-row';
import { SuggestionConnectButton } from './suggestion-connect-button';

/**
 * About three compact member rows: loading, empty or full, the card keeps this height, so the cards below it
 * in the home page's side column do not move when the suggestions arrive.
 */
const SUGGESTIONS_BODY_MIN_HEIGHT_PX = 228;

/** The home feed's 'People You May Know' card: the first 3 suggestions and 'See all' to /network's Suggestions tab. */
export function PeopleYouMayKnowCard({ viewer }: { viewer: Pick<User, 'id'> }) {
  const { data, error, isLoading } = useSuggestions();
  const stateOf = useConnectionStates(viewer.id);
  const { connect } = useSendConnection(viewer.id);
  const suggestions = error ? [] : (data ?? []).slice(0, HOME_SUGGESTIONS_SHOWN);

  let body;
  if (error) body = <Alert type="error" showIcon message="Failed to load suggestions. Please try again." />;
  else if (isLoading) body = <Skeleton active avatar paragraph={{ rows: 2 }} />;
  else if (!suggestions.length)
    body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No connection suggestions available" />;
  else {
    body = (
      <ItemList
        items={suggestions}
        itemKey={(user) => user.id}
        renderItem={(user) => (
          <MemberRow
            compact
            user={user}
            actions={
              <SuggestionConnectButton
                size="small"
                user={user}
                state={stateOf(user.id)}
                wording="list"
                onConnect={connect}
              />
            }
          />
        )}
      />
    );
  }

  return (
    <Card
      title="People You May Know"
      aria-label="People You May Know"
      extra={<Link to={paths.network.getHref('suggestions')}>See all</Link>}
      styles={{ body: { minHeight: SUGGESTIONS_BODY_MIN_HEIGHT_PX } }}
    >
      {body}
    </Card>
  );
}
