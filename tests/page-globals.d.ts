/**
 * What the scripts the browser tests and benchmarks add to pages keep on `window`, for the functions they
 * run in the page (page.evaluate, page.waitForFunction) to read.
 */
declare global {
  interface Window {
    /** The toasts the page has shown (tests/browser/activation.journey.test.ts records them). */
    __docnetToasts?: { title: string; description: string }[];
    /** When the latest long task ended (tests/bench/web/long-lists.ts observes them). */
    __lastLongTaskEnd: number;
    /** The durations of the long tasks while `__recording`. */
    __longTasks: number[];
    __recording: boolean;
  }
}

export {};
