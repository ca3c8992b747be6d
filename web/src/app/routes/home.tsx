import { useDeferredValue, type ReactNode } from 'react';
import { Skeleton } from 'antd';
import { Card } from '@/components/ui/card';
import type { User } from '@docnet/contracts';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { Composer } from '@/features/content/components/composer';
import { ContentCard } from '@/features/content/components/content-card';
import { useEvents } from '@/features/events/api/get-events';
import { UpcomingEventsCard } from '@/features/events/components/upcoming-events-card';
import { FeedSection, FeedSkeleton } from '@/features/feed/components/feed-section';
import { HomeSideCards } from '@/features/feed/components/home-side-cards';
import { PeopleYouMayKnowCard } from '@/features/network/components/people-you-may-know-card';
import { useLatestNews } from '@/features/news/api/get-latest-news';
import { LatestNewsCard } from '@/features/news/components/latest-news-card';
import { ProfileSummaryCard } from '@/features/profile/components/profile-summary-card';
import { LandingPage } from '@/features/static-pages/components/landing-page';
import { useOwnConnectionCount } from '@/lib/connections';
import './home.css';

/**
 * /: the feed's frame with skeletons while sign-in loads (members are the
 * usual visitors of /, and a spinner swapped for three columns moved the whole page); a visitor sees the
 * public landing page (/ stays public); a member sees the three-column home feed.
 */
export function HomeRoute() {
  const auth = useAuth();
  // The session check's answer is a synchronous update (swr): deferred, the member's home is rendered as a
  // transition, in slices the browser can paint between, while the skeletons stay on screen.
  const status = useDeferredValue(auth.status);
  const user = useDeferredValue(auth.user);
  if (status === 'loading') return <HomeSkeleton />;
  if (!user) return <LandingPage />;
  return <MemberHome user={user} />;
}

/**
 * The three columns: profile summary and side cards; composer and feed; suggestions, events and news. On a
 * phone the columns stack with the composer and feed first, so the member's new post is not below the fold.
 */
function HomeColumns({ left, centre, right }: { left: ReactNode; centre: ReactNode; right: ReactNode }) {
  return (
    <div className="home-columns">
      <div className="home-column home-column-left">{left}</div>
      <div className="home-column home-column-centre">{centre}</div>
      <div className="home-column home-column-right">{right}</div>
    </div>
  );
}

function HomeSkeleton() {
  const card = (rows: number) => (
    <Card>
      <Skeleton active paragraph={{ rows }} />
    </Card>
  );
  return (
    <div role="status" aria-label="Checking sign-in">
      <HomeColumns
        left={card(4)}
        centre={
          <>
            {card(1)}
            <FeedSkeleton />
          </>
        }
        right={<div className="home-people">{card(3)}</div>}
      />
    </div>
  );
}

function MemberHome({ user }: { user: User }) {
  const connectionCount = useOwnConnectionCount();
  const { data: events } = useEvents();
  const { data: news } = useLatestNews();

  return (
    <HomeColumns
      left={
        <>
          <ProfileSummaryCard user={user} connectionCount={connectionCount} />
          <HomeSideCards />
        </>
      }
      centre={
        <>
          <Composer user={user} />
          <FeedSection
            events={events ?? []}
            news={news ?? []}
            renderContent={(content) => <ContentCard content={content} viewer={user} />}
          />
        </>
      }
      right={
        <>
          <div className="home-people">
            <PeopleYouMayKnowCard viewer={user} />
          </div>
          <UpcomingEventsCard />
          <LatestNewsCard />
        </>
      }
    />
  );
}
