import useSWR from 'swr';
import { Alert, Flex, Spin } from 'antd';
import { formatCmeCost, type CmeOpportunity, type MedicalEvent, type NewsArticle } from '@docnet/contracts';
import { Card } from '@/components/ui/card';
import { Paragraph, Text, Title } from '@/components/ui/typography';
import { ApiError, apiGet } from '@/lib/api-client';
import { offlineReadableLists } from '@/service-worker/offline-rules';

const [newsUrl, cmeUrl, eventsUrl] = offlineReadableLists;

/** A list read for this page: from the network, else the service worker's kept copy. */
function useSavedList<T>(url: string) {
  return useSWR<T[], Error>(url, (key: string) => apiGet<T[]>(key), { revalidateOnFocus: false });
}

/** Full text as written: its line breaks and paragraphs kept. */
function FullText({ text }: { text: string }) {
  return <Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>{text}</Paragraph>;
}

function Section<T extends { id: number }>({
  title,
  list,
  empty,
  render,
}: {
  title: string;
  list: ReturnType<typeof useSavedList<T>>;
  empty: string;
  render: (item: T) => JSX.Element;
}) {
  return (
    <section aria-label={title}>
      <Title level={2} style={{ fontSize: 20 }}>
        {title}
      </Title>
      {list.isLoading && <Spin aria-label={`Loading ${title}`} />}
      {list.error && !list.data && (
        <Text type="secondary">Not available on this device yet: open this page once while online.</Text>
      )}
      {list.data?.length === 0 && <Text type="secondary">{empty}</Text>}
      <Flex vertical gap={12}>
        {list.data?.map((item) => (
          <Card
            key={item.id}
            title={
              <Title level={3} style={{ fontSize: 16, margin: 0 }}>
                {(item as T & { title: string }).title}
              </Title>
            }
          >
            {render(item)}
          </Card>
        ))}
      </Flex>
    </section>
  );
}

/**
 * /saved, 'Saved for offline reading': the member's saved journal articles and CME opportunities and the events
 * they go to, with their full text. Online it reads the server (and the service worker keeps the answers); offline
 * it shows what was kept the last time. Public as a route: offline the session cannot be checked, and the kept
 * lists are the member's own (they are forgotten at sign-out).
 */
export function SavedItemsPage() {
  const news = useSavedList<NewsArticle>(newsUrl);
  const cme = useSavedList<CmeOpportunity>(cmeUrl);
  const events = useSavedList<MedicalEvent>(eventsUrl);
  const signedOut = [news, cme, events].some(
    (list) => list.error instanceof ApiError && list.error.status === 401,
  );
  return (
    <Flex vertical gap={24} style={{ maxWidth: 760, margin: '0 auto', padding: '24px 16px' }}>
      <div>
        <Title level={1} style={{ fontSize: 26 }}>
          Saved for offline reading
        </Title>
        <Text type="secondary">What you saved, readable on this device without a connection.</Text>
      </div>
      {signedOut ? (
        <Alert type="info" message="Sign in to read your saved items." />
      ) : (
        <>
          <Section
            title="Journal articles"
            list={news}
            empty="No saved articles."
            render={(article) => (
              <Flex vertical gap={8}>
                <Text type="secondary">
                  {article.source} · {article.publishedDate.slice(0, 10)}
                </Text>
                <Text strong>{article.summary}</Text>
                <FullText text={article.body} />
              </Flex>
            )}
          />
          <Section
            title="CME opportunities"
            list={cme}
            empty="No saved CME opportunities."
            render={(opportunity) => (
              <Flex vertical gap={8}>
                <Text type="secondary">
                  {opportunity.provider} · {opportunity.credits} credits · {formatCmeCost(opportunity.cost)} ·
                  from {opportunity.startDate}
                </Text>
                <FullText text={opportunity.description} />
              </Flex>
            )}
          />
          <Section
            title="Your events"
            list={events}
            empty="No events you are going to or interested in."
            render={(event) => (
              <Flex vertical gap={8}>
                <Text type="secondary">
                  {event.date} {event.time} · {event.location}
                </Text>
                <FullText text={event.description} />
              </Flex>
            )}
          />
        </>
      )}
    </Flex>
  );
}
