import type { ReactNode } from 'react';
import { notification } from 'antd';

type NotificationInstance = ReturnType<typeof notification.useNotification>[0];

/**
 * The toasts of the spec, in one place: one at a time, 5000 ms by default,
 * variants `default` and `destructive`. Rendered by antd's notification through the
 * hook instance of the app's providers (so it follows the theme); {@link ToastHost} registers that instance.
 */
export type ToastVariant = 'default' | 'destructive';

export interface ToastOptions {
  title: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  /** Milliseconds; 5000 by default. */
  duration?: number;
}

export const TOAST_DURATION_MS = 5000;
/**
 * Toasts show at the top centre, just below the 64 px header: at the bottom right they covered Send, Connect
 * and the assistant's button (issue 17); primary actions sit at the end of forms and cards, not there.
 */
export const TOAST_PLACEMENT = 'top' as const;
export const TOAST_TOP_PX = 72;
/**
 * One toast at a time: the host sets maxCount 1, so a new toast closes the one before. Each toast has a key of
 * its own: a toast reusing the key of one still fading out was removed with it (the member never saw it).
 */
let toastsShown = 0;
let currentKey: string | undefined;

let api: NotificationInstance | null = null;

// Fallback before the host mounts (static API): same one-at-a-time rule.
notification.config({ maxCount: 1, top: TOAST_TOP_PX });

/** Called once by the toast host inside the app's providers. */
export function registerToastApi(instance: NotificationInstance | null): void {
  api = instance;
}

export function toast({
  title,
  description,
  variant = 'default',
  duration = TOAST_DURATION_MS,
}: ToastOptions): void {
  const target = api ?? notification;
  toastsShown += 1;
  currentKey = `docnet-toast-${toastsShown}`;
  const args = {
    key: currentKey,
    message: title,
    description,
    duration: duration / 1000,
    placement: TOAST_PLACEMENT,
    className: `docnet-toast docnet-toast-${variant}`,
    role: variant === 'destructive' ? ('alert' as const) : ('status' as const),
  };
  if (variant === 'destructive') target.error(args);
  else target.open(args);
}

toast.dismiss = (): void => {
  if (currentKey) (api ?? notification).destroy(currentKey);
};
