import { useEffect, useState } from 'react';

/** The longest a deferred task waits for an idle moment: on a busy phone it still runs soon after. */
const IDLE_TIMEOUT_MS = 2000;

/** Runs `task` once the browser is idle (or after a short wait where it cannot say); returns a cancel. */
export function whenIdle(task: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const handle = window.requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = setTimeout(task, 200);
  return () => clearTimeout(handle);
}

/**
 * False until the browser has been idle once after `wanted` became true, then true for good: for what a screen
 * shows beside its main content (the member's header icons, the assistant), so that it renders after the
 * screen's first paint instead of delaying it.
 */
export function useIdleOnce(wanted: boolean): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (!wanted || ready) return;
    return whenIdle(() => setReady(true));
  }, [wanted, ready]);
  return wanted && ready;
}
