import { useId, useState } from 'react';
import { Button, Flex, Input, Tag } from 'antd';
import { Text } from '@/components/ui/typography';

export interface OwnEntriesProps {
  /** What one entry is, for the input's name: 'language' names it "Other language". */
  noun: string;
  /** The field's whole list: listed values and the member's own entries. */
  value: readonly string[];
  listed: readonly { value: string }[];
  onChange: (next: string[]) => void;
  /** The contract's rule for the whole list: the list as it is stored, or throws the message to show. */
  check: (next: string[]) => string[];
}

/**
 * The "Other" of a multi-choice field: a member types an entry the list does not have ("Tagalog", "Blue Cross NC")
 * and adds it with Enter or Add; their entries show as typed, each removable. The contract's rule decides at once,
 * so a refused entry stays in the input beside the reason, and one naming a listed value checks that box instead.
 */
export function OwnEntries({ noun, value, listed, onChange, check }: OwnEntriesProps) {
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string>();
  const errorId = useId();
  const listedValues = new Set(listed.map((option) => option.value));
  const own = value.filter((entry) => !listedValues.has(entry));

  const add = () => {
    if (!draft.trim()) return;
    try {
      onChange(check([...value, draft]));
      setDraft('');
      setError(undefined);
    } catch (refusal) {
      setError((refusal as Error).message);
    }
  };

  return (
    <Flex vertical gap={8} style={{ marginTop: 8 }}>
      {own.length > 0 && (
        <Flex wrap gap={4} role="list" aria-label={`Your own ${noun} entries`}>
          {own.map((entry) => (
            <span role="listitem" key={entry}>
              <Tag
                closable
                closeIcon={<span aria-label={`Remove ${entry}`}>×</span>}
                onClose={() => onChange(value.filter((kept) => kept !== entry))}
                style={{ marginInlineEnd: 0 }}
              >
                {entry}
              </Tag>
            </span>
          ))}
        </Flex>
      )}
      <Flex gap={8}>
        <Input
          aria-label={`Other ${noun}`}
          placeholder={`Other ${noun}: type it and press Enter`}
          value={draft}
          maxLength={200}
          status={error ? 'error' : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => {
            setDraft(event.target.value);
            setError(undefined);
          }}
          onPressEnter={(event) => {
            // Enter adds the entry; it must not submit the whole tab.
            event.preventDefault();
            add();
          }}
        />
        <Button onClick={add}>Add</Button>
      </Flex>
      {error && (
        <Text type="danger" id={errorId} role="alert">
          {error}
        </Text>
      )}
    </Flex>
  );
}
