import { useEffect, useRef } from 'react';
import { create } from 'zustand';
import { ApiRoutes, liveEventTypes, type LiveEvent } from '@docnet/contracts';

/*
 * The member's live stream (GET /api/live, server-sent events): one EventSource per tab while signed in, with
 * our own reconnect and exponential backoff (a closed or failed stream is reopened after 1 s, 2 s, 4 s ... up to
 * 30 s, with jitter so many tabs do not return at once). Features subscribe with useLiveEvents and keep their
 * swr caches current; after a reconnect they are asked to refetch, since events of the gap are lost.
 */

export const RECONNECT_MIN_MS = 1000;
export const RECONNECT_MAX_MS = 30_000;

/** Delay before reconnect attempt `attempt` (0-based): exponential, capped, between half and all of the step. */
export function reconnectDelayMs(attempt: number, random: () => number = Math.random): number {
  const step = Math.min(RECONNECT_MAX_MS, RECONNECT_MIN_MS * 2 ** Math.max(0, attempt));
  return Math.round(step / 2 + (random() * step) / 2);
}

/** One SSE message as a LiveEvent, or null for an unknown type or unreadable data (never thrown at the page). */
export function parseLiveEvent(type: string, data: string): LiveEvent | null {
  if (!(liveEventTypes as readonly string[]).includes(type)) return null;
  try {
    const parsed: unknown = JSON.parse(data);
    if (!parsed || typeof parsed !== 'object') return null;
    return { ...parsed, type } as LiveEvent;
  } catch {
    return null;
  }
}

export type LiveStreamStatus = 'closed' | 'connecting' | 'open' | 'reconnecting';

/** The part of EventSource the client uses (a fake stands in for it in unit tests). */
export interface LiveSource {
  onopen: ((event: Event) => void) | null;
  onerror: ((event: Event) => void) | null;
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void): void;
  close(): void;
}

export interface LiveStreamOptions {
  onEvent: (event: LiveEvent) => void;
  /** The stream opened again after a gap: events may have been missed. */
  onResync?: () => void;
  onStatus?: (status: LiveStreamStatus) => void;
  url?: string;
  createSource?: (url: string) => LiveSource;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
  random?: () => number;
}

/** Opens the stream and keeps it open until the returned function is called. */
export function openLiveStream({
  onEvent,
  onResync,
  onStatus,
  url = ApiRoutes.liveStream,
  createSource = (target) => new EventSource(target, { withCredentials: true }),
  setTimer = (run, ms) => setTimeout(run, ms),
  clearTimer = (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
  random,
}: LiveStreamOptions): () => void {
  let source: LiveSource | null = null;
  let timer: unknown = null;
  let attempt = 0;
  let hadGap = false;
  let stopped = false;

  const connect = () => {
    timer = null;
    onStatus?.(hadGap ? 'reconnecting' : 'connecting');
    const current = createSource(url);
    source = current;
    for (const type of liveEventTypes) {
      current.addEventListener(type, (message) => {
        const event = parseLiveEvent(type, message.data);
        if (event && !stopped) onEvent(event);
      });
    }
    current.onopen = () => {
      attempt = 0;
      onStatus?.('open');
      if (hadGap) onResync?.();
      hadGap = false;
    };
    // The browser's own retry gives up on an HTTP error (401, 503); handle every failure the same way instead.
    current.onerror = () => {
      current.close();
      if (stopped || source !== current) return;
      source = null;
      hadGap = true;
      onStatus?.('reconnecting');
      timer = setTimer(connect, reconnectDelayMs(attempt, random));
      attempt += 1;
    };
  };

  connect();
  return () => {
    stopped = true;
    if (timer !== null) clearTimer(timer);
    source?.close();
    source = null;
    onStatus?.('closed');
  };
}

type LiveListener = (event: LiveEvent) => void;
type ResyncListener = () => void;

const eventListeners = new Set<LiveListener>();
const resyncListeners = new Set<ResyncListener>();

/** The stream's state, e.g. for an indicator (and for browser tests to know the stream is listening). */
export const useLiveStreamStatus = create<{ status: LiveStreamStatus }>()(() => ({ status: 'closed' }));

/** Keeps the stream open while a member is signed in (started by the app shell; closed on sign-out, reopened for another member). */
export function useLiveStream(memberId: number | null): void {
  useEffect(() => {
    if (memberId === null) return;
    return openLiveStream({
      onEvent: (event) => eventListeners.forEach((listener) => listener(event)),
      onResync: () => resyncListeners.forEach((listener) => listener()),
      onStatus: (status) => useLiveStreamStatus.setState({ status }),
    });
  }, [memberId]);
}

/**
 * The stream as a component: the app shell loads this module lazily once a member is signed in, so a visitor's
 * first download (/auth) does not carry it.
 */
export function LiveStream({ memberId }: { memberId: number }): null {
  useLiveStream(memberId);
  return null;
}

/** Calls `onEvent` for every live event and `onResync` after a reconnect, while the calling component is mounted. */
export function useLiveEvents(onEvent: LiveListener, onResync?: ResyncListener): void {
  const latest = useRef({ onEvent, onResync });
  useEffect(() => {
    latest.current = { onEvent, onResync };
  });
  useEffect(() => {
    const eventListener: LiveListener = (event) => latest.current.onEvent(event);
    const resyncListener: ResyncListener = () => latest.current.onResync?.();
    eventListeners.add(eventListener);
    resyncListeners.add(resyncListener);
    return () => {
      eventListeners.delete(eventListener);
      resyncListeners.delete(resyncListener);
    };
  }, []);
}
