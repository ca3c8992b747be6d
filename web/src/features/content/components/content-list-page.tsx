import { useMemo, useState } from 'react';
import { Alert, Empty, Flex, Input, Pagination, Select, Skeleton, Tag } from 'antd';
import { Card } from '@/components/ui/card';
import { Text, Title } from '@/components/ui/typography';
import {
  CONTENT_PAGE_SIZE,
  contentTypes,
  type ContentListQuery,
  type ContentType,
  type User,
} from '@docnet/contracts';
import { useContents } from '../api/get-contents';
import { contentTypeLabels, matchesSearch, popularTags } from '../utils/content-text';
import { ContentCard } from './content-card';

type AuthorFilter = 'everyone' | 'mine';

/**
 * /content: five contents a page with paging, filters sent to the server (type, tag,
 * author), a search box kept locally (it filters the loaded page), and up to 10 popular tags of the page.
 */
export function ContentListPage({ viewer }: { viewer: User }) {
  const [page, setPage] = useState(1);
  const [contentType, setContentType] = useState<ContentType | undefined>();
  const [tag, setTag] = useState<string | undefined>();
  const [author, setAuthor] = useState<AuthorFilter>('everyone');
  const [search, setSearch] = useState('');
  const query: ContentListQuery = {
    limit: CONTENT_PAGE_SIZE,
    offset: (page - 1) * CONTENT_PAGE_SIZE,
    contentType,
    tag,
    authorId: author === 'mine' ? viewer.id : undefined,
  };
  const { data, error, isLoading } = useContents(query);
  const contents = useMemo(() => data?.contents ?? [], [data]);
  const shown = contents.filter((content) => matchesSearch(content, search));
  const tags = useMemo(() => popularTags(contents), [contents]);

  /** Any filter change starts again at the first page. */
  function filtered<T>(set: (value: T) => void) {
    return (value: T) => {
      set(value);
      setPage(1);
    };
  }

  return (
    <Flex vertical gap={16}>
      <Title level={1} style={{ fontSize: 26, margin: 0 }}>
        Professional Content
      </Title>
      <Card>
        <Flex gap={12} wrap>
          <Input.Search
            aria-label="Search content"
            placeholder="Search content..."
            allowClear
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            style={{ flex: '1 1 240px' }}
          />
          <Select
            aria-label="Content type"
            style={{ minWidth: 160 }}
            value={contentType ?? 'all'}
            onChange={filtered((value: ContentType | 'all') =>
              setContentType(value === 'all' ? undefined : value),
            )}
            options={[
              { value: 'all', label: 'All types' },
              ...contentTypes.map((type) => ({ value: type, label: contentTypeLabels[type] })),
            ]}
          />
          <Select
            aria-label="Author"
            style={{ minWidth: 160 }}
            value={author}
            onChange={filtered(setAuthor)}
            options={[
              { value: 'everyone', label: 'All authors' },
              { value: 'mine', label: 'My content' },
            ]}
          />
        </Flex>
        {(tags.length > 0 || tag) && (
          <Flex gap={4} wrap align="center" style={{ marginTop: 12 }} aria-label="Popular tags">
            <Text type="secondary" style={{ marginRight: 4 }}>
              Popular tags:
            </Text>
            {tag && !tags.includes(tag) && (
              <Tag.CheckableTag checked onChange={filtered(() => setTag(undefined))}>
                {tag}
              </Tag.CheckableTag>
            )}
            {tags.map((popular) => (
              <Tag.CheckableTag
                key={popular}
                checked={tag === popular}
                onChange={filtered((checked: boolean) => setTag(checked ? popular : undefined))}
              >
                {popular}
              </Tag.CheckableTag>
            ))}
          </Flex>
        )}
      </Card>

      {isLoading && !data && <Skeleton active avatar paragraph={{ rows: 4 }} />}
      {error && <Alert type="error" showIcon message="Failed to load content. Please try again later." />}
      {!error && data && shown.length === 0 && (
        <Card>
          <Empty
            description={
              <>
                <Text strong>No content found.</Text>
                <br />
                <Text type="secondary">Try adjusting your filters.</Text>
              </>
            }
          />
        </Card>
      )}
      {!error && shown.map((content) => <ContentCard key={content.id} content={content} viewer={viewer} />)}
      {!error && data && data.total > CONTENT_PAGE_SIZE && (
        <Pagination
          align="center"
          current={page}
          pageSize={CONTENT_PAGE_SIZE}
          total={data.total}
          showSizeChanger={false}
          onChange={setPage}
        />
      )}
    </Flex>
  );
}
