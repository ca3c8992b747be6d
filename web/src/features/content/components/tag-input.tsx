import { useState, type KeyboardEvent } from 'react';
import { PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Input, Space, Tag } from 'antd';
import { addTag } from '../utils/content-text';

export interface TagInputProps {
  id?: string;
  value: string[];
  onChange: (tags: string[]) => void;
}

/**
 * Tags: added with Enter or the plus button (trimmed, blanks ignored, no duplicates), removed with
 * the x on each badge.
 */
export function TagInput({ id = 'tags', value, onChange }: TagInputProps) {
  const [typed, setTyped] = useState('');

  function commit() {
    onChange(addTag(value, typed));
    setTyped('');
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return;
    // Enter adds the tag; it never submits the form.
    event.preventDefault();
    commit();
  }

  return (
    // 16 px between the field and the tags: each tag's × takes taps 12 px above it (44 px high), clear of the field.
    <Flex vertical gap={16}>
      <Space.Compact style={{ width: '100%' }}>
        <Input
          id={id}
          value={typed}
          placeholder="Add a tag"
          onChange={(event) => setTyped(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <Button icon={<PlusOutlined />} aria-label="Add tag" onClick={commit} />
      </Space.Compact>
      {value.length > 0 && (
        <Flex gap={4} wrap aria-label="Chosen tags">
          {value.map((tag) => (
            <Tag key={tag} style={{ marginInlineEnd: 0 }}>
              {tag}
              <button
                type="button"
                className="tap-area"
                aria-label={`Remove tag ${tag}`}
                onClick={() => onChange(value.filter((kept) => kept !== tag))}
                style={{ marginLeft: 6, border: 0, background: 'none', cursor: 'pointer', padding: 0 }}
              >
                ×
              </button>
            </Tag>
          ))}
        </Flex>
      )}
    </Flex>
  );
}
