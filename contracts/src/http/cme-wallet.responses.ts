import * as yup from 'yup';
import {
  requirementKinds,
  walletActivityFormats,
  walletCreditTypes,
  walletPermits,
  walletProfessions,
  walletProviderApprovals,
  walletSpecialties,
  walletTopics,
  type CertificateFields,
  type CertificatePrefill,
  type CmeWallet,
  type CountedCredit,
  type CreditAllocation,
  type ExcludedCredit,
  type LicenceCompliance,
  type RequirementStatus,
  type WalletBoard,
  type WalletCredit,
  type WalletDueItem,
  type WalletLicence,
} from './cme-wallet';
import { responseField, responseSchema } from './response-schema';

/** The answers' schemas of cme-wallet.ts for the OpenAPI document, in a module the SPA never bundles. */

const date = responseField.text;
const optionalDate = responseField.optionalText;
const hours = yup.number().min(0).defined();

export const walletLicenceResponseSchema = responseSchema<WalletLicence>()({
  id: responseField.id,
  state: responseField.text,
  profession: yup.string().oneOf(walletProfessions).defined(),
  number: responseField.text,
  issueDate: date,
  expiryDate: date,
  deaRegistered: responseField.flag,
  deaRegistrationDate: optionalDate,
  directPatientCare: responseField.flag,
  specialty: yup.string().oneOf(walletSpecialties).defined(),
  patientsOver65Percent: yup.number().defined().nullable(),
  permits: yup.array(yup.string().oneOf(walletPermits).defined()).defined(),
  recentSudCurriculumGraduate: responseField.flag,
  createdAt: responseField.timestamp,
  updatedAt: responseField.timestamp,
});

const creditAllocationSchema = responseSchema<CreditAllocation>()({
  licenceId: yup.number().integer().defined().nullable(),
  requirementId: responseField.text,
  hours,
});

export const walletCreditResponseSchema = responseSchema<WalletCredit>()({
  id: responseField.id,
  title: responseField.text,
  provider: responseField.text,
  accreditor: responseField.optionalText,
  creditType: yup.string().oneOf(walletCreditTypes).defined(),
  amount: hours,
  completedOn: date,
  format: yup.string().oneOf(walletActivityFormats).defined(),
  topics: yup.array(yup.string().oneOf(walletTopics).defined()).defined(),
  providerApprovals: yup.array(yup.string().oneOf(walletProviderApprovals).defined()).defined(),
  certificateUrl: responseField.optionalText,
  cmeOpportunityId: yup.number().integer().defined().nullable(),
  allocations: yup.array(creditAllocationSchema.defined()).defined(),
  createdAt: responseField.timestamp,
});

const countedCreditSchema = responseSchema<CountedCredit>()({ creditId: responseField.id, hours });
const excludedCreditSchema = responseSchema<ExcludedCredit>()({ creditId: responseField.id, reason: responseField.text });

export const requirementStatusResponseSchema = responseSchema<RequirementStatus>()({
  id: responseField.text,
  kind: yup.string().oneOf(requirementKinds).defined(),
  label: responseField.text,
  required: hours,
  counted: hours,
  owed: hours,
  dueBy: optionalDate,
  met: responseField.flag,
  applies: responseField.flag,
  why: responseField.text,
  conflict: responseField.optionalText,
  credits: yup.array(countedCreditSchema.defined()).defined(),
  closes: yup
    .object({
      topics: yup.array(yup.string().oneOf(walletTopics).defined()).defined(),
      creditTypes: yup.array(yup.string().oneOf(walletCreditTypes).defined()).defined(),
    })
    .defined(),
});

export const licenceComplianceResponseSchema = responseSchema<LicenceCompliance>()({
  licenceId: responseField.id,
  state: responseField.text,
  profession: yup.string().oneOf(walletProfessions).defined(),
  board: responseField.optionalText,
  ruleSetVersion: responseField.optionalText,
  source: responseField.optionalText,
  verifiedAt: optionalDate,
  cycleStart: optionalDate,
  cycleEnd: optionalDate,
  renewalNumber: yup.number().integer().defined().nullable(),
  firstCycle: responseField.flag,
  cureUntil: optionalDate,
  compliant: responseField.flag,
  carryForwardIn: hours,
  carryForwardOut: hours,
  requirements: yup.array(requirementStatusResponseSchema.defined()).defined(),
  excluded: yup.array(excludedCreditSchema.defined()).defined(),
  note: responseField.optionalText,
});

export const walletDueItemResponseSchema = responseSchema<WalletDueItem>()({
  licenceId: yup.number().integer().defined().nullable(),
  scope: responseField.text,
  requirementId: responseField.text,
  label: responseField.text,
  owed: hours,
  dueBy: optionalDate,
});

export const cmeWalletResponseSchema = responseSchema<CmeWallet>()({
  licences: yup.array(walletLicenceResponseSchema.defined()).defined(),
  credits: yup.array(walletCreditResponseSchema.defined()).defined(),
  compliance: yup.array(licenceComplianceResponseSchema.defined()).defined(),
  federal: yup.array(requirementStatusResponseSchema.defined()).defined(),
  due: yup.array(walletDueItemResponseSchema.defined()).defined(),
});

export const walletBoardResponseSchema = responseSchema<WalletBoard>()({
  id: responseField.text,
  name: responseField.text,
  state: responseField.text,
  professions: yup.array(yup.string().oneOf(walletProfessions).defined()).defined(),
  ruleSetVersion: responseField.text,
  source: responseField.text,
  verifiedAt: date,
});

const certificateFieldsSchema = responseSchema<CertificateFields>()({
  title: responseField.optionalText,
  provider: responseField.optionalText,
  accreditor: responseField.optionalText,
  creditType: yup.string().oneOf(walletCreditTypes).defined().nullable(),
  amount: yup.number().defined().nullable(),
  completedOn: optionalDate,
});

export const certificatePrefillResponseSchema = responseSchema<CertificatePrefill>()({
  certificateUrl: responseField.text,
  fileName: responseField.optionalText,
  textRead: responseField.flag,
  fields: certificateFieldsSchema.defined(),
});
