import { act } from '@testing-library/react';

/**
 * The member's live stream in the component tests: jsdom has no EventSource, so this one stands in for it. A
 * stream opens as the app opens it (signed in); `emitLive` delivers a server-sent event to every open stream.
 */
class TestEventSource extends EventTarget {
  static readonly open = new Set<TestEventSource>();
  onopen: ((event: Event) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  readyState = 1;

  constructor(readonly url: string) {
    super();
    TestEventSource.open.add(this);
  }

  close(): void {
    this.readyState = 2;
    TestEventSource.open.delete(this);
  }
}

export function installLiveStream(): void {
  Object.defineProperty(window, 'EventSource', { writable: true, value: TestEventSource });
}

/** One server-sent event of `type` with `data` (JSON-encoded) on every open stream. */
export function emitLive(type: string, data: unknown): void {
  act(() => {
    for (const source of TestEventSource.open) source.dispatchEvent(new MessageEvent(type, { data: JSON.stringify(data) }));
  });
}
