import { useRef, useState, type KeyboardEvent } from 'react';
import { AutoComplete, Grid, Input } from 'antd';
import { Text } from '@/components/ui/typography';
import { useNavigate } from 'react-router-dom';
import { knownSearchSpecialty, searchSpecialties } from '@docnet/contracts';
import { paths } from '@/config/paths';
import { specialtySuggestions } from '../utils/search-params';

/** Suggestion dropdown 8 items on desktop, 5 on mobile. */
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
 * The navigation bar's search form for members: specialty suggestions filtered by substring
 * ('No specialties found' when none matches), a clear button; submit goes to /search with the query, plus
 * filterType=specialty and specialty when the query is a known specialty. Enter submits what the member
 * typed unless they moved to a suggestion with the arrow keys (a pasted name searched for the suggestion
 * the dropdown had made active); clicking a suggestion chooses it.
 */
export function NavSearch({ onNavigate }: { onNavigate?: () => void }) {
  const navigate = useNavigate();
  const screens = Grid.useBreakpoint();
  const [text, setText] = useState('');
  // True once the member moved through the open suggestions with the arrow keys, until they type again.
  const choosing = useRef(false);
  // Closed after a search: left open, the list (often only 'No specialties found') covered the results.
  const [open, setOpen] = useState(false);
  const limit = screens.md === false ? SUGGESTIONS_MOBILE : SUGGESTIONS_DESKTOP;
  const options = specialtySuggestions(searchSpecialties, text, limit).map((value) => ({ value, label: value }));

  const go = (href: string) => {
    choosing.current = false;
    setOpen(false);
    navigate(href);
    onNavigate?.();
  };
  const submit = (value: string) => go(value.trim() ? searchHref(value.trim()) : paths.search.getHref());

  // Captured before the dropdown sees the key, so an active suggestion the member did not pick never wins.
  const onKeyDownCapture = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') choosing.current = true;
    else if (event.key === 'Escape') choosing.current = false;
    else if (event.key === 'Enter' && !choosing.current && !event.nativeEvent.isComposing) {
      event.preventDefault();
      event.stopPropagation();
      submit(text);
    }
  };

  return (
    <div onKeyDownCapture={onKeyDownCapture} style={{ width: '100%', maxWidth: 420 }}>
      <AutoComplete
        value={text}
        options={options}
        onChange={(value: string) => {
          choosing.current = false;
          setText(value);
        }}
        onSelect={(value: string) => go(searchHref(value))}
        open={open}
        onOpenChange={(next) => {
          if (!next) choosing.current = false;
          setOpen(next);
        }}
        defaultActiveFirstOption={false}
        // antd draws this text in its disabled grey (1.8:1); the secondary text colour reads (4.5:1 or more).
        notFoundContent={<Text type="secondary">No specialties found</Text>}
        style={{ width: '100%' }}
        popupMatchSelectWidth
      >
        <Input.Search
          aria-label="Find doctors"
          placeholder="Find doctors by name, specialty, and location"
          allowClear
          onSearch={(value, _event, info) => {
            // Enter on a suggestion reached with the arrows is answered by onSelect.
            if (info?.source === 'clear' || choosing.current) return;
            submit(value);
          }}
        />
      </AutoComplete>
    </div>
  );
}
