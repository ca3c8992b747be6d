import type { ReactNode } from 'react';
import { notification } from 'antd';

type NotificationInstance = ReturnType<typeof notification.useNotification>[0];

/**
 * The toasts of docs/product/requests-and-feedback.md, in one place: one at a time, 5000 ms by default,
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
 * and the assistant's button; primary actions sit at the end of forms and cards, not there.
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
  keepDialogsClearOfToasts();
}

/**
 * Toasts are drawn above dialogs, and a dialog opens 100 px from the top: a toast shown while one was open covered
 * its title, and on a phone the buttons of a dialog scrolled to its end. While a toast shows, its measured bottom
 * is published as --docnet-toast-clearance on <html> (with data-toast-shown), and global.css starts the dialogs'
 * scrolling area below it, so no part of a dialog can pass under the toast; they move back once it is gone.
 */
let clearanceFrame = 0;
/** Frames left for a toast just asked for to render (a frame or two later) before none showing ends the watch. */
let framesToAppear = 0;

function keepDialogsClearOfToasts(): void {
  if (typeof document === 'undefined') return;
  framesToAppear = 60;
  if (clearanceFrame) return;
  const root = document.documentElement;
  const follow = () => {
    let bottom = 0;
    document.querySelectorAll('.docnet-toast').forEach((notice) => {
      bottom = Math.max(bottom, notice.getBoundingClientRect().bottom);
    });
    if (bottom > 0) {
      framesToAppear = 0;
      root.style.setProperty('--docnet-toast-clearance', `${Math.ceil(bottom) + 8}px`);
      root.dataset.toastShown = '';
    } else if (framesToAppear > 0) {
      framesToAppear -= 1;
    } else {
      root.style.removeProperty('--docnet-toast-clearance');
      delete root.dataset.toastShown;
      clearanceFrame = 0;
      return;
    }
    clearanceFrame = requestAnimationFrame(follow);
  };
  clearanceFrame = requestAnimationFrame(follow);
}
