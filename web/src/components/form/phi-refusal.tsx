import { lazy, Suspense, useState } from 'react';
import type { PhiRefusalBody } from '@docnet/contracts';
import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { phiFormErrors, phiRefusalOf } from '@/lib/phi-findings';
import type { PhiRefusalNoticeProps } from './phi-refusal-notice';

/** The notice's code (antd's Alert, Input and friends) is fetched only when a form meets a refusal, not with the form. */
const LazyNotice = lazy(() => import('./phi-refusal-notice'));

/** The PHI guard's refusal notice (phi-refusal-notice.tsx), loaded on first use. */
export function PhiRefusalNotice(props: PhiRefusalNoticeProps) {
  return (
    <Suspense fallback={null}>
      <LazyNotice {...props} />
    </Suspense>
  );
}

/**
 * A react-hook-form form's handling of the refusal: `show(error)` answers whether the failure was the guard's; if so
 * it sets each field's error (kind and excerpt) and keeps the refusal for the notice. The values typed
 * stay as they are.
 */
export function usePhiRefusal<TValues extends FieldValues>(
  setError: UseFormSetError<TValues>,
  /** The form's field names (react-hook-form paths) a finding may land on. */
  formFields: readonly string[],
) {
  const [refusal, setRefusal] = useState<PhiRefusalBody | null>(null);

  function show(error: unknown): boolean {
    const found = phiRefusalOf(error);
    if (!found) return false;
    for (const field of phiFormErrors(found, formFields).fields) {
      setError(field.name as FieldPath<TValues>, { type: 'phi', message: field.message });
    }
    setRefusal(found);
    return true;
  }

  return { refusal, show, clear: () => setRefusal(null) };
}
