import { useState } from 'react';
import { Button, Flex } from 'antd';
import type { EventMark, MedicalEvent } from '@docnet/contracts';
import { toast } from '@/lib/toast';
import { useMarkEvent } from '../api/mark-event';

const marks: { mark: EventMark; label: string }[] = [
  { mark: 'interested', label: 'Interested' },
  { mark: 'going', label: 'Going' },
];

/**
 * The card's 'Interested' / 'Going' toggle, kept per member on the server: choosing one sets
 * it (replacing the other), choosing the current one again clears it.
 */
export function EventMarkToggle({ event, size = 'middle' }: { event: MedicalEvent; size?: 'small' | 'middle' }) {
  const markEvent = useMarkEvent();
  const [busy, setBusy] = useState(false);

  const choose = async (mark: EventMark) => {
    setBusy(true);
    try {
      await markEvent(event.id, event.myMark === mark ? null : mark);
    } catch {
      toast({ title: 'Action failed', description: 'There was an error processing your request.', variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Flex gap={8} role="group" aria-label={`Your plans for ${event.title}`}>
      {marks.map(({ mark, label }) => {
        const active = event.myMark === mark;
        return (
          <Button
            key={mark}
            size={size}
            type={active ? 'primary' : 'default'}
            aria-pressed={active}
            disabled={busy}
            onClick={() => void choose(mark)}
          >
            {active && <span aria-hidden="true">✓ </span>}
            {label}
          </Button>
        );
      })}
    </Flex>
  );
}
