import { outboxPlugin, type OutboxFields } from '@docnet/platform';
import type { WalletCredit, WalletLicence } from '@docnet/contracts';
import { Schema, type Model } from 'mongoose';

/** A member's licence as stored: private to the member (every read and write is filtered by `memberId`). */
export type LicenceDocument = OutboxFields &
  Omit<WalletLicence, 'id' | 'createdAt' | 'updatedAt'> & {
    _id: number;
    memberId: number;
    /** The compliance last published for the licence's current cycle (null before the first evaluation). */
    compliant: boolean | null;
    /**
     * Set when the member removed it: the document stays, out of every read, until its outbox is sent (a removal
     * must not drop an event not yet published), and is purged after.
     */
    deletedAt: Date | null;
    createdAt: Date;
    updatedAt: Date;
  };

/**
 * A member's credit as stored. FerretDB may drop null and empty-list fields, so the views read them with defaults.
 */
export type CreditDocument = Omit<WalletCredit, 'id' | 'createdAt'> & { _id: number; memberId: number; createdAt: Date };

export const LicenceModel = Symbol('WalletLicenceModel');
export type LicenceModel = Model<LicenceDocument>;
export const CreditModel = Symbol('WalletCreditModel');
export type CreditModel = Model<CreditDocument>;

export const licenceSchema = new Schema<LicenceDocument>(
  {
    _id: Number,
    memberId: { type: Number, required: true },
    state: { type: String, required: true },
    profession: { type: String, required: true },
    number: { type: String, required: true },
    issueDate: { type: String, required: true },
    expiryDate: { type: String, required: true },
    deaRegistered: { type: Boolean, required: true },
    deaRegistrationDate: { type: String, default: null },
    directPatientCare: { type: Boolean, required: true },
    specialty: { type: String, required: true },
    patientsOver65Percent: { type: Number, default: null },
    permits: { type: [String], default: [] },
    recentSudCurriculumGraduate: { type: Boolean, required: true },
    compliant: { type: Boolean, default: null },
    deletedAt: { type: Date, default: null },
    createdAt: { type: Date, required: true },
    updatedAt: { type: Date, required: true },
  },
  { versionKey: false },
);
licenceSchema.plugin(outboxPlugin);
// One live licence per member, state, profession and number: a second add of the same licence is refused; a removed one
// waiting for its outbox (`deletedAt` set) does not stand in the way of adding it again.
licenceSchema.index({ memberId: 1, state: 1, profession: 1, number: 1, deletedAt: 1 }, { unique: true });

export const creditSchema = new Schema<CreditDocument>(
  {
    _id: Number,
    memberId: { type: Number, required: true },
    title: { type: String, required: true },
    provider: { type: String, required: true },
    accreditor: { type: String, default: null },
    creditType: { type: String, required: true },
    amount: { type: Number, required: true },
    completedOn: { type: String, required: true },
    format: { type: String, required: true },
    topics: { type: [String], default: [] },
    providerApprovals: { type: [String], default: [] },
    certificateUrl: { type: String, default: null },
    cmeOpportunityId: { type: Number, default: null },
    allocations: { type: [{ _id: false, licenceId: { type: Number, default: null }, requirementId: String, hours: Number }], default: [] },
    createdAt: { type: Date, required: true },
  },
  { versionKey: false },
);
creditSchema.index({ memberId: 1, completedOn: 1 });
// The BFF's question before it removes an upload: is it a credit's certificate?
creditSchema.index({ certificateUrl: 1 });

export function licenceView(document: LicenceDocument): WalletLicence {
  return {
    id: document._id,
    state: document.state,
    profession: document.profession,
    number: document.number,
    issueDate: document.issueDate,
    expiryDate: document.expiryDate,
    deaRegistered: document.deaRegistered,
    deaRegistrationDate: document.deaRegistrationDate ?? null,
    directPatientCare: document.directPatientCare,
    specialty: document.specialty,
    patientsOver65Percent: document.patientsOver65Percent ?? null,
    permits: [...(document.permits ?? [])],
    recentSudCurriculumGraduate: document.recentSudCurriculumGraduate,
    createdAt: new Date(document.createdAt).toISOString(),
    updatedAt: new Date(document.updatedAt).toISOString(),
  };
}

export function creditView(document: CreditDocument): WalletCredit {
  return {
    id: document._id,
    title: document.title,
    provider: document.provider,
    accreditor: document.accreditor ?? null,
    creditType: document.creditType,
    amount: document.amount,
    completedOn: document.completedOn,
    format: document.format,
    topics: [...(document.topics ?? [])],
    providerApprovals: [...(document.providerApprovals ?? [])],
    certificateUrl: document.certificateUrl ?? null,
    cmeOpportunityId: document.cmeOpportunityId ?? null,
    allocations: (document.allocations ?? []).map((allocation) => ({ licenceId: allocation.licenceId ?? null, requirementId: allocation.requirementId, hours: allocation.hours })),
    createdAt: new Date(document.createdAt).toISOString(),
  };
}

/**
 * A reminder sent: one per member, licence, deadline and threshold (`_id`, `reminderKey`), inserted with its
 * reminder-due fact in its outbox, so a second sweep, a restart or another instance never sends it twice. Not swept
 * by the relay like the other outboxes: the next sweep that meets it again publishes what a crash left in it.
 */
export type ReminderDocument = OutboxFields & { _id: string; memberId: number; licenceId: number | null; dueBy: string; threshold: number; createdAt: Date };
export const ReminderModel = Symbol('WalletReminderModel');
export type ReminderModel = Model<ReminderDocument>;

export const reminderSchema = new Schema<ReminderDocument>(
  {
    _id: String,
    memberId: { type: Number, required: true },
    licenceId: { type: Number, default: null },
    dueBy: { type: String, required: true },
    threshold: { type: Number, required: true },
    createdAt: { type: Date, required: true },
  },
  { versionKey: false },
);
reminderSchema.plugin(outboxPlugin);
