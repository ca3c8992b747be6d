import { useEffect, useMemo, useState } from 'react';
import { Alert, Button, Col, Empty, Flex, FloatButton, Grid, Pagination, Row, Segmented, Select, Skeleton } from 'antd';
import { Title } from '@/components/ui/typography';
import { useSearchParams } from 'react-router-dom';
import {
  SEARCH_PAGE_SIZES,
  SEARCH_PAGING_LIMIT,
  SEARCH_PAGING_LIMIT_MESSAGE,
  searchSortOptions,
  searchSpecialties,
  type SearchSort,
  type User,
} from '@docnet/contracts';
import { connectionStateWith } from '@/lib/connection-state';
import { useConnections, useMutualConnectionCounts, useSendConnection } from '@/lib/connections';
import { toast } from '@/lib/toast';
import { ALL_DOCTORS_FAILED, useSearchUsers } from '../api/search-users';
import {
  criteriaFromParams,
  criteriaToParams,
  hasCriteria,
  normaliseCriteria,
  pagingFromParams,
  searchCriteriaProblem,
  withPaging,
  type ResultPaging,
  type SearchCriteria,
} from '../utils/search-params';
import { FilterPanel } from './filter-panel';
import { ResultCard } from './result-card';

/** The mobile filter toggle appears after scrolling more than 100 px. */
export const FILTER_TOGGLE_SCROLL_PX = 100;

const sortLabels: Record<SearchSort, string> = {
  relevance: 'Relevance',
  name_asc: 'Name (A-Z)',
  name_desc: 'Name (Z-A)',
};

function useScrolledPast(threshold: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const onScroll = () => setPast(window.scrollY > threshold);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [threshold]);
  return past;
}

/**
 * /search and /doctors: filter panel (each option with how many doctors choosing it finds), headings, list/grid,
 * page size, sort, and paging through the whole result with the page in the URL (`useSearchUsers` says where pages
 * come from).
 */
export function SearchPage({ viewer }: { viewer: User }) {
  const [params, setParams] = useSearchParams();
  const criteria = useMemo(() => criteriaFromParams(params), [params]);
  const paging = useMemo(() => pagingFromParams(params), [params]);
  const criteriaKey = criteriaToParams(criteria).toString();
  const [showAll, setShowAll] = useState(false);
  const [layout, setLayout] = useState<'list' | 'grid'>('list');
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [filtersOpen, setFiltersOpen] = useState(true);
  const screens = Grid.useBreakpoint();
  const isMobile = screens.md === false;
  const scrolled = useScrolledPast(FILTER_TOGGLE_SCROLL_PX);

  const searching = hasCriteria(criteria);
  // The filter options' counts only while the panel shows them.
  const { data, error, isLoading } = useSearchUsers(criteria, showAll, paging, filtersOpen);

  // A new search from the URL (e.g. the navigation bar) shows the criteria's results (another page keeps 'all').
  useEffect(() => setShowAll(false), [criteriaKey]);
  // The page, its size and the order are in the URL; a new search, size or order starts on page 1.
  const showPaging = (next: ResultPaging) => setParams(withPaging(params, next));
  const connections = useConnections(true);
  const { connect } = useSendConnection(viewer.id);

  // 'Show All Doctors' failure: toast.
  useEffect(() => {
    if (error instanceof Error && error.message === ALL_DOCTORS_FAILED) {
      toast({ title: 'Error loading doctors', description: 'There was an error loading all doctors', variant: 'destructive' });
    }
  }, [error]);

  const apply = (next: SearchCriteria) => {
    setShowAll(false);
    setSelectedId(null);
    setParams(withPaging(criteriaToParams(normaliseCriteria(next, searchSpecialties)), { ...paging, page: 1 }));
  };

  const results = data?.users ?? [];
  const total = data?.total ?? 0;
  const mutualCounts = useMutualConnectionCounts(results.filter((user) => user.id !== viewer.id).map((user) => user.id));
  const active = searching || showAll;
  const searchError = error instanceof Error && error.message !== ALL_DOCTORS_FAILED ? error : null;
  const criteriaProblem = searching && !showAll ? searchCriteriaProblem(criteria) : null;

  let heading = 'Search for doctors';
  if (active && !isLoading && !error && !criteriaProblem) heading = total ? `Found ${total} ${total === 1 ? 'doctor' : 'doctors'}` : 'No doctors found';

  const entries = connections.error ? undefined : connections.data;

  return (
    <Row gutter={[24, 24]}>
      {filtersOpen && (
        <Col xs={24} md={8} lg={6}>
          <FilterPanel
            criteria={criteria}
            facets={data?.facets}
            onApply={apply}
            onReset={() => {
              setShowAll(false);
              setParams(withPaging(new URLSearchParams(), { ...paging, page: 1 }));
            }}
          />
        </Col>
      )}
      <Col xs={24} md={filtersOpen ? 16 : 24} lg={filtersOpen ? 18 : 24}>
        <Flex vertical gap={16}>
          <Flex justify="space-between" align="center" wrap gap={8}>
            <Title level={1} style={{ fontSize: 24, margin: 0 }}>
              {heading}
            </Title>
            <Flex gap={8} wrap align="center">
              <Button onClick={() => setFiltersOpen((open) => !open)} aria-expanded={filtersOpen}>
                {filtersOpen ? 'Hide Filters' : 'Show Filters'}
              </Button>
              <Segmented
                aria-label="View"
                value={layout}
                onChange={(value) => setLayout(value as 'list' | 'grid')}
                options={[
                  { value: 'list', label: 'List' },
                  { value: 'grid', label: 'Grid' },
                ]}
              />
              <Select
                aria-label="Results per page"
                value={paging.pageSize}
                onChange={(value: number) => showPaging({ ...paging, pageSize: value, page: 1 })}
                options={SEARCH_PAGE_SIZES.map((size) => ({ value: size, label: `${size} per page` }))}
                style={{ width: 130 }}
              />
              <Select
                aria-label="Sort by"
                value={paging.sortBy}
                onChange={(value: SearchSort) => showPaging({ ...paging, sortBy: value, page: 1 })}
                options={searchSortOptions.map((option) => ({ value: option, label: sortLabels[option] }))}
                style={{ width: 140 }}
              />
            </Flex>
          </Flex>

          {criteriaProblem && <Alert type="error" showIcon message={criteriaProblem} />}
          {total > SEARCH_PAGING_LIMIT && <Alert type="info" showIcon message={SEARCH_PAGING_LIMIT_MESSAGE} />}
          {searchError && <Alert type="error" showIcon message={searchError.message || 'Failed to load search results'} />}

          {active && isLoading ? (
            <Skeleton active avatar paragraph={{ rows: 4 }} />
          ) : results.length ? (
            <>
              <Row gutter={[16, 16]}>
                {results.map((user) => (
                  <Col key={user.id} xs={24} sm={layout === 'grid' ? 12 : 24} lg={layout === 'grid' ? 8 : 24}>
                    <ResultCard
                      user={user}
                      layout={layout}
                      selected={selectedId === user.id}
                      isSelf={user.id === viewer.id}
                      status={connectionStateWith(entries, viewer.id, user.id)}
                      mutualCount={mutualCounts[String(user.id)]}
                      onSelect={() => setSelectedId(user.id)}
                      onConnect={() => void connect(user, 'list')}
                    />
                  </Col>
                ))}
              </Row>
              {total > paging.pageSize && (
                <Pagination
                  align="center"
                  current={paging.page}
                  pageSize={paging.pageSize}
                  // Paging reaches the first SEARCH_PAGING_LIMIT results; the message above says how to see others.
                  total={Math.min(total, SEARCH_PAGING_LIMIT)}
                  showSizeChanger={false}
                  onChange={(next) => {
                    showPaging({ ...paging, page: next });
                    window.scrollTo({ top: 0 });
                  }}
                />
              )}
            </>
          ) : (
            <Empty description={heading}>
              <Button type="primary" onClick={() => setShowAll(true)}>
                Show All Doctors
              </Button>
            </Empty>
          )}
        </Flex>
      </Col>
      {isMobile && scrolled && (
        <FloatButton
          aria-label="Toggle filters"
          description="Filters"
          shape="square"
          // Above the assistant's button, which holds the bottom-right corner.
          style={{ insetInlineEnd: 24, insetBlockEnd: 96 }}
          onClick={() => {
            setFiltersOpen((open) => !open);
            window.scrollTo({ top: 0, behavior: 'smooth' });
          }}
        />
      )}
    </Row>
  );
}
