import { useEffect, useMemo, useState } from 'react';
import { Alert, Button, Col, Empty, Flex, FloatButton, Grid, Pagination, Row, Segmented, Select, Skeleton } from 'antd';
import { Title } from '@/components/ui/typography';
import { useSearchParams } from 'react-router-dom';
import {
  DEFAULT_SEARCH_PAGE_SIZE,
  SEARCH_PAGE_SIZES,
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
  pageOf,
  searchCriteriaProblem,
  sortResults,
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

/** /search and /doctors: filter panel, headings, list/grid, page size, sort, local paging. */
export function SearchPage({ viewer }: { viewer: User }) {
  const [params, setParams] = useSearchParams();
  const criteria = useMemo(() => criteriaFromParams(params), [params]);
  const [showAll, setShowAll] = useState(false);
  const [layout, setLayout] = useState<'list' | 'grid'>('list');
  const [pageSize, setPageSize] = useState<number>(DEFAULT_SEARCH_PAGE_SIZE);
  const [sortBy, setSortBy] = useState<SearchSort>('relevance');
  const [page, setPage] = useState(1);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [filtersOpen, setFiltersOpen] = useState(true);
  const screens = Grid.useBreakpoint();
  const isMobile = screens.md === false;
  const scrolled = useScrolledPast(FILTER_TOGGLE_SCROLL_PX);

  const searching = hasCriteria(criteria);
  const { data, error, isLoading } = useSearchUsers(criteria, showAll);

  // A new search from the URL (e.g. the navigation bar) starts on page 1 with the criteria's results.
  useEffect(() => {
    setShowAll(false);
    setPage(1);
  }, [params]);
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
    setPage(1);
    setSelectedId(null);
    setParams(criteriaToParams(normaliseCriteria(next, searchSpecialties)));
  };

  const results = useMemo(() => sortResults(data ?? [], sortBy), [data, sortBy]);
  const current = pageOf(results, page, pageSize);
  const mutualCounts = useMutualConnectionCounts(current.items.filter((user) => user.id !== viewer.id).map((user) => user.id));
  const active = searching || showAll;
  const searchError = error instanceof Error && error.message !== ALL_DOCTORS_FAILED ? error : null;
  const criteriaProblem = searching && !showAll ? searchCriteriaProblem(criteria) : null;

  let heading = 'Search for doctors';
  if (active && !isLoading && !error && !criteriaProblem) heading = results.length ? `Found ${results.length} ${results.length === 1 ? 'doctor' : 'doctors'}` : 'No doctors found';

  const entries = connections.error ? undefined : connections.data;

  return (
    <Row gutter={[24, 24]}>
      {filtersOpen && (
        <Col xs={24} md={8} lg={6}>
          <FilterPanel
            criteria={criteria}
            onApply={apply}
            onReset={() => {
              setShowAll(false);
              setPage(1);
              setParams(new URLSearchParams());
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
                value={pageSize}
                onChange={(value: number) => {
                  setPageSize(value);
                  setPage(1);
                }}
                options={SEARCH_PAGE_SIZES.map((size) => ({ value: size, label: `${size} per page` }))}
                style={{ width: 130 }}
              />
              <Select
                aria-label="Sort by"
                value={sortBy}
                onChange={(value: SearchSort) => setSortBy(value)}
                options={searchSortOptions.map((option) => ({ value: option, label: sortLabels[option] }))}
                style={{ width: 140 }}
              />
            </Flex>
          </Flex>

          {criteriaProblem && <Alert type="error" showIcon message={criteriaProblem} />}
          {searchError && <Alert type="error" showIcon message={searchError.message || 'Failed to load search results'} />}

          {active && isLoading ? (
            <Skeleton active avatar paragraph={{ rows: 4 }} />
          ) : results.length ? (
            <>
              <Row gutter={[16, 16]}>
                {current.items.map((user) => (
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
              {current.pageCount > 1 && (
                <Pagination
                  align="center"
                  current={current.page}
                  pageSize={pageSize}
                  total={results.length}
                  showSizeChanger={false}
                  onChange={(next) => {
                    setPage(next);
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
