import { useState } from 'react';
import { Alert, Button, Col, Row, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
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
  type CertificateFields,
  type CreditInput,
  type WalletCredit,
} from '@docnet/contracts';
import { useWatch, type Control } from 'react-hook-form';
import { CheckboxList } from '@/components/form/checkbox-list';
import { FormField } from '@/components/form/form-field';
import { InputField } from '@/components/form/input-field';
import { useListingForm } from '@/components/form/listing-form';
import { ListingFormDialog } from '@/components/form/listing-form-dialog';
import { SelectField } from '@/components/form/select-field';
import { serverMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { uploadCertificate } from '../api/prefill-certificate';
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
      <CertificateUpload control={form.control} fill={(name, value) => form.setValue(name, value, { shouldValidate: true, shouldDirty: true })} />
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

/** The certificate's fields the credit form takes as they are (the others stay as the member left them). */
const prefillable = ['title', 'provider', 'accreditor', 'creditType', 'amount', 'completedOn'] as const satisfies readonly (keyof CertificateFields & keyof CreditFormValues)[];
const fieldWords: Record<(typeof prefillable)[number], string> = { title: 'title', provider: 'provider', accreditor: 'accreditor', creditType: 'credit type', amount: 'hours', completedOn: 'completion date' };

/**
 * 'Upload certificate': the file goes through the uploads pipeline and is attached to the credit; what its text
 * says fills the form for the member to check before saving. A photo or a scan has no text to read: it is attached
 * and the member types what it says.
 */
function CertificateUpload({ control, fill }: { control: Control<CreditFormValues, unknown, CreditInput>; fill: (name: keyof CreditFormValues, value: string | number) => void }) {
  const attached = useWatch({ control, name: 'certificateUrl' });
  const [state, setState] = useState<{ busy: boolean; note?: { type: 'success' | 'info' | 'error'; text: string } }>({ busy: false });
  const upload = async (file: File) => {
    setState({ busy: true });
    try {
      const prefill = await uploadCertificate(file);
      fill('certificateUrl', prefill.certificateUrl);
      const found = prefillable.filter((name) => prefill.fields[name] !== null);
      for (const name of found) fill(name, prefill.fields[name] as string | number);
      const name = prefill.fileName ?? file.name;
      setState({
        busy: false,
        note: found.length > 0
          ? { type: 'success', text: `Filled from ${name}: ${found.map((field) => fieldWords[field]).join(', ')}. Check each field against the certificate before saving.` }
          : { type: 'info', text: `${name} is attached. ${prefill.textRead ? 'Its text names none of the fields' : 'Its text could not be read (a photo or a scan)'}: type them from the certificate.` },
      });
    } catch (error) {
      setState({ busy: false, note: { type: 'error', text: `The certificate was not attached: ${serverMessage(error) ?? 'try again'}` } });
    }
  };
  return (
    <div style={{ marginBottom: 16 }}>
      <Upload
        accept=".pdf,.jpg,.jpeg,.png,.webp,.heic,.heif"
        showUploadList={false}
        beforeUpload={(file) => {
          void upload(file);
          return false;
        }}
      >
        <Button icon={<UploadOutlined />} loading={state.busy}>
          {attached ? 'Replace certificate' : 'Upload certificate (PDF or photo)'}
        </Button>
      </Upload>
      {attached && !state.note && <div style={{ marginTop: 8 }}><a href={attached} target="_blank" rel="noreferrer">Certificate attached</a></div>}
      {state.note && <Alert style={{ marginTop: 8 }} type={state.note.type} showIcon message={state.note.text} role={state.note.type === 'error' ? 'alert' : 'status'} />}
    </div>
  );
}
