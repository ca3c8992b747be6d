import { Component, type ReactNode } from 'react';

/**
 * A render error inside the assistant shows its fallback (nothing by default) and is not
 * logged, so a broken reply never takes the page around it down.
 */
export class ChatErrorBoundary extends Component<
  { children: ReactNode; fallback?: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch() {
    // Deliberately silent: the fallback is the whole reaction.
  }

  override render() {
    return this.state.failed ? (this.props.fallback ?? null) : this.props.children;
  }
}
