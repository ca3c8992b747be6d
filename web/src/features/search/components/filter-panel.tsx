import { useEffect, useId, useState } from 'react';
import { Button, Collapse, Flex, Input, Radio } from 'antd';
import { Card } from '@/components/ui/card';
import { Text } from '@/components/ui/typography';
import { searchAffiliations, specialistTitles, type Profession, type UserSearchPage } from '@docnet/contracts';
import { CheckboxList } from '@/components/form/checkbox-list';
import {
  initialOpenSections,
  searchCriteriaProblem,
  type FilterSection,
  type SearchCriteria,
} from '../utils/search-params';

export interface FilterPanelProps {
  criteria: SearchCriteria;
  /** The current results' counts per option (how many doctors choosing it finds); none before a search. */
  facets?: UserSearchPage['facets'];
  onApply: (criteria: SearchCriteria) => void;
  onReset: () => void;
}

/**
 * Text search, specialty radios, affiliation checkboxes, Search and
 * 'Reset All Filters'. The two lists are collapsible sections, closed at first on a phone. A specialty radio sets the query to that specialty and the filter type to specialty.
 */
/** Below antd's md breakpoint: a phone. Read once at mount, so the lists start closed there from the first paint. */
const PHONE_QUERY = '(max-width: 767.98px)';

const professions: { profession: Profession; heading: string }[] = [
  { profession: 'dental', heading: 'Dental specialists' },
  { profession: 'medical', heading: 'Physicians' },
];

/** An option's count as a number beside it, described to assistive technology as its doctors (its name stays the option's). */
function FacetCount({ id, count }: { id: string; count: number | undefined }) {
  if (count === undefined) return null;
  return (
    <>
      <Text type="secondary" aria-hidden data-testid="facet-count" style={{ marginInlineStart: 6 }}>
        {count}
      </Text>
      <span id={id} hidden>
        {count === 1 ? '1 doctor' : `${count} doctors`}
      </span>
    </>
  );
}

const countOf = (facets: readonly { value: string; count: number }[] | undefined, value: string) => facets?.find((facet) => facet.value === value)?.count;

export function FilterPanel({ criteria, facets, onApply, onReset }: FilterPanelProps) {
  const countId = useId();
  const [open, setOpen] = useState<FilterSection[]>(() =>
    initialOpenSections(typeof window !== 'undefined' && window.matchMedia(PHONE_QUERY).matches, criteria),
  );
  const [query, setQuery] = useState(criteria.query);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => setQuery(criteria.query), [criteria.query]);

  return (
    <Card size="small" title="Filters" aria-label="Search filters">
      <form
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          // A typed query searches by name; one equal to a known specialty becomes a specialty filter (the page normalises).
          const next = { ...criteria, query, filterType: 'name', specialty: '' };
          const refused = searchCriteriaProblem(next);
          setProblem(refused);
          if (!refused) onApply(next);
        }}
      >
        <Flex vertical gap={16}>
          <Flex vertical gap={4}>
            <Input
              aria-label="Search doctors"
              placeholder="Search by name or specialty..."
              value={query}
              status={problem ? 'error' : undefined}
              onChange={(event) => {
                setQuery(event.target.value);
                setProblem(null);
              }}
              allowClear
            />
            {problem && (
              <Text type="danger" role="alert">
                {problem}
              </Text>
            )}
          </Flex>
          <Collapse
            ghost
            size="small"
            activeKey={open}
            onChange={(keys) => setOpen((Array.isArray(keys) ? keys : [keys]) as FilterSection[])}
            items={[
              {
                key: 'specialty',
                label: <Text strong>Specialty</Text>,
                children: (
                  <Radio.Group
                    value={criteria.specialty || undefined}
                    onChange={(event) => {
                      const specialty = String(event.target.value);
                      setQuery(specialty);
                      onApply({ ...criteria, query: specialty, filterType: 'specialty', specialty });
                    }}
                    style={{ display: 'flex', flexDirection: 'column', gap: 6 }}
                  >
                    {/* Dentists' and physicians' specialists apart, each under its profession. */}
                    {professions.map(({ profession, heading }) => (
                      <Flex key={profession} vertical gap={6} role="group" aria-label={heading}>
                        <Text type="secondary">{heading}</Text>
                        {specialistTitles[profession].map((specialty, at) => {
                          const count = countOf(facets?.specialties, specialty);
                          const described = count === undefined ? undefined : `${countId}-${profession}-${at}`;
                          return (
                            <Radio key={specialty} value={specialty} aria-describedby={described}>
                              {specialty}
                              {described && <FacetCount id={described} count={count} />}
                            </Radio>
                          );
                        })}
                      </Flex>
                    ))}
                  </Radio.Group>
                ),
              },
              {
                key: 'affiliation',
                label: <Text strong>Affiliation</Text>,
                children: (
                  <CheckboxList
                    value={criteria.affiliations}
                    onChange={(values) => onApply({ ...criteria, query, affiliations: values })}
                    style={{ display: 'flex', flexDirection: 'column', gap: 6 }}
                    options={searchAffiliations.map((affiliation, at) => {
                      const count = countOf(facets?.affiliations, affiliation);
                      const described = count === undefined ? undefined : `${countId}-affiliation-${at}`;
                      return { value: affiliation, label: affiliation, describedBy: described, after: described && <FacetCount id={described} count={count} /> };
                    })}
                  />
                ),
              },
            ]}
          />
          <Flex gap={8} wrap>
            <Button type="primary" htmlType="submit">
              Search
            </Button>
            <Button
              onClick={() => {
                setQuery('');
                onReset();
              }}
            >
              Reset All Filters
            </Button>
          </Flex>
        </Flex>
      </form>
    </Card>
  );
}
