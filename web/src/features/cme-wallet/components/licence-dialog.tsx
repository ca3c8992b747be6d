import { Checkbox, Col, Row, Select } from 'antd';
import {
  licenceFormSchema,
  US_STATES,
  walletPermitLabels,
  walletPermits,
  walletProfessionLabels,
  walletProfessions,
  walletSpecialties,
  walletSpecialtyLabels,
  type LicenceInput,
  type PhiConfirmable,
  type WalletLicence,
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

/** What the licence form holds: dates as typed, the share of older patients as text until parsed. */
export interface LicenceFormValues {
  state: string;
  profession: string;
  number: string;
  issueDate: string;
  expiryDate: string;
  deaRegistered: boolean;
  deaRegistrationDate: string;
  directPatientCare: boolean;
  specialty: string;
  patientsOver65Percent: string | number;
  permits: string[];
  recentSudCurriculumGraduate: boolean;
}

const emptyLicence: LicenceFormValues = {
  state: '',
  profession: 'MD',
  number: '',
  issueDate: '',
  expiryDate: '',
  deaRegistered: false,
  deaRegistrationDate: '',
  directPatientCare: true,
  specialty: 'other',
  patientsOver65Percent: '',
  permits: [],
  recentSudCurriculumGraduate: false,
};

function valuesOf(licence: WalletLicence): LicenceFormValues {
  return {
    ...licence,
    deaRegistrationDate: licence.deaRegistrationDate ?? '',
    patientsOver65Percent: licence.patientsOver65Percent ?? '',
    permits: [...licence.permits],
  };
}

const stateOptions = Object.entries(US_STATES).map(([code, name]) => ({ value: code, label: `${name} (${code})` }));
const professionOptions = walletProfessions.map((profession) => ({ value: profession, label: walletProfessionLabels[profession] }));
const specialtyOptions = walletSpecialties.map((specialty) => ({ value: specialty, label: walletSpecialtyLabels[specialty] }));
const permitOptions = walletPermits.map((permit) => ({ value: permit, label: walletPermitLabels[permit] }));

/** 'Add licence' or, given one, 'Edit licence': the licence and the facts its board's rules depend on. */
export function LicenceDialog({ licence, open, onClose }: { licence?: WalletLicence; open: boolean; onClose: () => void }) {
  const writes = useWalletWrites();
  const form = useListingForm<LicenceFormValues, LicenceInput & PhiConfirmable>({
    schema: licenceFormSchema,
    defaults: licence ? valuesOf(licence) : emptyLicence,
    fields: [],
    create: licence ? writes.editLicence(licence.id) : writes.addLicence,
    onCreated: (input) => toast({ title: licence ? 'Licence updated' : 'Licence added', description: `${US_STATES[input.state] ?? input.state} ${walletProfessionLabels[input.profession]} licence ${input.number}.` }),
    failure: { toast: licence ? 'Could not update the licence' : 'Could not add the licence' },
    onClose,
  });
  return (
    <ListingFormDialog form={form} open={open} title={licence ? 'Edit licence' : 'Add licence'} width={640} submitLabel={licence ? 'Save licence' : 'Add licence'} phi={{ fieldLabels: {}, confirmLabel: 'Confirm and save' }}>
      <LicenceFields control={form.control} />
    </ListingFormDialog>
  );
}

function CheckboxField({ control, name, label }: { control: Control<LicenceFormValues, unknown, LicenceInput>; name: 'deaRegistered' | 'directPatientCare' | 'recentSudCurriculumGraduate'; label: string }) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ value, onChange, onBlur, ref, id }) => (
        <Checkbox ref={ref} id={id} checked={Boolean(value)} onChange={(event) => onChange(event.target.checked)} onBlur={onBlur}>
          {label}
        </Checkbox>
      )}
    />
  );
}

function LicenceFields({ control }: { control: Control<LicenceFormValues, unknown, LicenceInput> }) {
  return (
    <>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <FormField
            control={control}
            name="state"
            label="State"
            // Fifty-odd states: typing a few letters finds one faster than scrolling on a phone.
            render={({ value, onChange, onBlur, ref, id, status }) => (
              <Select ref={ref} id={id} status={status} value={value || undefined} onChange={onChange} onBlur={onBlur} placeholder="Type or choose a state" options={stateOptions} showSearch optionFilterProp="label" />
            )}
          />
        </Col>
        <Col xs={24} sm={12}>
          <SelectField control={control} name="profession" label="Profession" options={professionOptions} />
        </Col>
      </Row>
      <InputField control={control} name="number" label="Licence number" placeholder="As printed on the licence" />
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <InputField control={control} name="issueDate" label="First issued" type="date" />
        </Col>
        <Col xs={24} sm={12}>
          <InputField control={control} name="expiryDate" label="Expires" type="date" extra="The current cycle ends on this date" />
        </Col>
      </Row>
      <CheckboxField control={control} name="directPatientCare" label="I provide direct patient care" />
      <CheckboxField control={control} name="deaRegistered" label="I hold a DEA registration" />
      <InputField control={control} name="deaRegistrationDate" label="DEA registration date" type="date" extra="Only if you hold a DEA registration" />
      <SelectField control={control} name="specialty" label="Specialty" options={specialtyOptions} />
      <InputField control={control} name="patientsOver65Percent" label="Patients aged 65 or over (%)" type="number" min={0} max={100} extra="Some boards ask for geriatric hours above 25 %" />
      <FormField
        control={control}
        name="permits"
        label="Permits"
        render={({ value, onChange }) => <CheckboxList options={permitOptions} value={value ?? []} onChange={onChange} />}
      />
      <CheckboxField control={control} name="recentSudCurriculumGraduate" label="I graduated in the past 5 years with 8 hours on substance-use disorders" />
    </>
  );
}
