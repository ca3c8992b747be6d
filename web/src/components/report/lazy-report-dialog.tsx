import { lazy, Suspense } from 'react';
import type { ReportTarget } from './report-dialog';

// The dialog and its form code load on the first report only: they are not first-paint code of any page.
const ReportDialog = lazy(() => import('./report-dialog').then((m) => ({ default: m.ReportDialog })));

export type { ReportTarget };

/** The report dialog, loaded once a target is chosen (null: nothing is rendered). */
export function LazyReportDialog({ target, onClose }: { target: ReportTarget | null; onClose: () => void }) {
  if (!target) return null;
  return (
    <Suspense fallback={null}>
      <ReportDialog target={target} onClose={onClose} />
    </Suspense>
  );
}
