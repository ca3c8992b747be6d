import type { FormDialogPhi, FormDialogProps } from './form-dialog';
import { FormDialog } from './form-dialog';
import type { ListingForm } from './listing-form';

export interface ListingFormDialogProps extends Omit<
  FormDialogProps,
  'submitting' | 'onSubmit' | 'onClose' | 'phi'
> {
  /** The dialog's `useListingForm`: its submit, close and PHI refusal drive the dialog. */
  form: ListingForm;
  /** What the PHI notice calls the fields and its confirm button. */
  phi: Pick<FormDialogPhi, 'fieldLabels' | 'confirmLabel'>;
}

/** The listing dialogs' shell: a FormDialog wired to its `useListingForm`. */
export function ListingFormDialog({ form, phi, ...dialog }: ListingFormDialogProps) {
  return (
    <FormDialog
      {...dialog}
      submitting={form.submitting}
      onSubmit={form.onSubmit}
      onClose={form.close}
      phi={{ ...phi, refusal: form.phiRefusal, onConfirm: form.confirmPhi }}
    />
  );
}
