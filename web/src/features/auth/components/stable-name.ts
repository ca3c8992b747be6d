/**
 * A button's accessible name that does not change while it shows antd's loading spinner: the spinner's
 * icon carries aria-label "loading", and its leave animation can linger, so assistive technology (and
 * the browser journeys) would otherwise meet "loading Verify" instead of "Verify". aria-busy tells the
 * wait instead.
 */
export function stableName(label: string, busy: boolean): { 'aria-label': string; 'aria-busy': boolean } {
  return { 'aria-label': label, 'aria-busy': busy };
}
