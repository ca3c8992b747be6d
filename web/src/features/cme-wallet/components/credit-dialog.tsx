import { Col, Row } from 'antd';
import {
  creditFormSchema,
  walletActivityFormatLabels,
  walletActivityFormats,
  walletCreditTypeLabels,
  walletCreditTypes,
  walletProviderApprovalLabels,
  walletProviderApprovals,
  walletTopicLabels,
  walletTopics,
  type CreditInput,
  type WalletCredit,
} from '@docnet/contracts';
import type { Control } from 'react-hook-form';
import { CheckboxList } from '@/components/form/checkbox-list';
import { FormField } from '@/components/form/form-field';
import { InputField } from '@/components/form/input-field';
import { useListingForm } from '@/components/form/listing-form';
import { ListingFormDialog } from '@/components/form/listing-form-dialog';
import { SelectField } from '@/components/form/select-field';
import { toast } from '@/lib/toast';
import { useWalletWrites } from '../api/save-wallet';

/** What the credit form holds: hours as typed, lists of the chosen topics and approvals. */
export interface CreditFormValues {
  title: string;
  provider: string;
  accreditor: string;
  creditType: string;
  amount: string | number;
  completedOn: string;
  format: string;
  topics: string[];
  providerApprovals: string[];
  certificateUrl: string;
  cmeOpportunityId: number | null;
}

const emptyCredit: CreditFormValues = {
  title: '',
  provider: '',
  accreditor: '',
  creditType: 'ama_pra_1',
  amount: '',
  completedOn: '',
  format: 'live_in_person',
  topics: [],
  providerApprovals: [],
  certificateUrl: '',
  cmeOpportunityId: null,
};

function valuesOf(credit: WalletCredit): CreditFormValues {
  return { ...credit, accreditor: credit.accreditor ?? '', certificateUrl: credit.certificateUrl ?? '', topics: [...credit.topics], providerApprovals: [...credit.providerApprovals] };
}

const creditTypeOptions = walletCreditTypes.map((type) => ({ value: type, label: walletCreditTypeLabels[type] }));
const formatOptions = walletActivityFormats.map((format) => ({ value: format, label: walletActivityFormatLabels[format] }));
const topicOptions = walletTopics.map((topic) => ({ value: topic, label: walletTopicLabels[topic] }));
const approvalOptions = walletProviderApprovals.map((approval) => ({ value: approval, label: walletProviderApprovalLabels[approval] }));

/**
 * 'Add credit' or, given one, 'Edit credit': what the certificate says, which the rules of every licence read. A
 * `draft` prefills a new credit (from a CME listing marked completed) for the member to check.
 */
export function CreditDialog({ credit, draft, open, onClose }: { credit?: WalletCredit; draft?: CreditFormValues; open: boolean; onClose: () => void }) {
  const writes = useWalletWrites();
  const form = useListingForm<CreditFormValues, CreditInput>({
    schema: creditFormSchema,
    defaults: credit ? valuesOf(credit) : (draft ?? emptyCredit),
    fields: ['title'],
    create: credit ? writes.editCredit(credit.id) : writes.addCredit,
    onCreated: (input) => toast({ title: credit ? 'Credit updated' : 'Credit added', description: `${input.amount} h: ${input.title}` }),
    failure: { toast: credit ? 'Could not update the credit' : 'Could not add the credit' },
    onClose,
  });
  return (
    <ListingFormDialog form={form} open={open} title={credit ? 'Edit credit' : 'Add credit'} width={640} submitLabel={credit ? 'Save credit' : 'Add credit'} phi={{ fieldLabels: { title: 'Title' }, confirmLabel: 'Confirm and save' }}>
      <CreditFields control={form.control} />
    </ListingFormDialog>
  );
}

function CreditFields({ control }: { control: Control<CreditFormValues, unknown, CreditInput> }) {
  return (
    <>
      <InputField control={control} name="title" label="Activity title" placeholder="As printed on the certificate" />
      <InputField control={control} name="provider" label="Provider" placeholder="e.g. Texas Medical Association" />
      <InputField control={control} name="accreditor" label="Accreditor (optional)" placeholder="e.g. ACCME" />
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <SelectField control={control} name="creditType" label="Credit type" options={creditTypeOptions} />
        </Col>
        <Col xs={12} sm={6}>
          <InputField control={control} name="amount" label="Hours" type="number" step={0.25} min={0.25} />
        </Col>
        <Col xs={12} sm={6}>
          <InputField control={control} name="completedOn" label="Completed" type="date" />
        </Col>
      </Row>
      <SelectField control={control} name="format" label="How you took it" options={formatOptions} />
      <FormField control={control} name="topics" label="Topics the certificate covers" render={({ value, onChange }) => <CheckboxList options={topicOptions} value={value ?? []} onChange={onChange} style={{ display: 'grid', gap: 4 }} />} />
      <FormField control={control} name="providerApprovals" label="Provider approvals shown on the certificate" render={({ value, onChange }) => <CheckboxList options={approvalOptions} value={value ?? []} onChange={onChange} style={{ display: 'grid', gap: 4 }} />} />
    </>
  );
}
