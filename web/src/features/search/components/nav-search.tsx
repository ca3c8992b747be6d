import { useState } from 'react';
import { AutoComplete, Grid, Input } from 'antd';
import { useNavigate } from 'react-router-dom';
import { knownSearchSpecialty, searchSpecialties } from '@docnet/contracts';
import { paths } from '@/config/paths';
import { specialtySuggestions } from '../utils/search-params';

/** Part 2 §9: suggestion dropdown 8 items on desktop, 5 on mobile. */
export const SUGGESTIONS_DESKTOP = 8;
export const SUGGESTIONS_MOBILE = 5;

function searchHref(query: string): string {
  const params = new URLSearchParams({ query });
  const specialty = knownSearchSpecialty(query);
  if (specialty) {
    params.set('query', specialty);
    params.set('filterType', 'specialty');
    params.set('specialty', specialty);
  }
  return `${paths.search.getHref()}?${params.toString()}`;
}

/**
 * The navigation bar's search form for members (part 2 §2.12): specialty suggestions filtered by substring
 * (full list when nothing matches), a clear button; submit goes to /search with the query, plus
 * filterType=specialty and specialty when the query is a known specialty.
 */
export function NavSearch({ onNavigate }: { onNavigate?: () => void }) {
  const navigate = useNavigate();
  const screens = Grid.useBreakpoint();
  const [text, setText] = useState('');
  const limit = screens.md === false ? SUGGESTIONS_MOBILE : SUGGESTIONS_DESKTOP;
  const options = specialtySuggestions(searchSpecialties, text, limit).map((value) => ({ value, label: value }));

  const go = (href: string) => {
    navigate(href);
    onNavigate?.();
  };

  return (
    <AutoComplete
      value={text}
      options={options}
      onChange={(value: string) => setText(value)}
      onSelect={(value: string) => go(searchHref(value))}
      defaultActiveFirstOption={false}
      notFoundContent="No specialties found"
      style={{ width: '100%', maxWidth: 420 }}
      popupMatchSelectWidth
    >
      <Input.Search
        aria-label="Find doctors"
        placeholder="Find doctors by name, specialty, and location"
        allowClear
        onSearch={(value, _event, info) => {
          if (info?.source === 'clear') return;
          go(value.trim() ? searchHref(value.trim()) : paths.search.getHref());
        }}
      />
    </AutoComplete>
  );
}
