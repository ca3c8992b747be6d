import { useState } from 'react';

/**
 * A server count adjusted locally by optimistic steps: the local step is
 * dropped as soon as the server's count changes (a refetch brings the real figure). Never below 0.
 */
export function useLocalCount(serverCount: number) {
  const [state, setState] = useState({ base: serverCount, delta: 0 });
  // Reset during render when the server's figure moves (React's "adjust state on prop change" pattern).
  if (state.base !== serverCount) setState({ base: serverCount, delta: 0 });
  const delta = state.base === serverCount ? state.delta : 0;
  return {
    count: Math.max(0, serverCount + delta),
    change: (delta: number) => setState((current) => ({ ...current, delta: current.delta + delta })),
  };
}
