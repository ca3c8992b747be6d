import { DEFAULT_SECURITY_SETTINGS, type Account, type AccountRole, type AccountSuspension, type SecuritySettings } from '@docnet/contracts';
import { outboxPlugin, schemaOptions, type OutboxFields } from '@docnet/platform';
import { Schema, type Model } from 'mongoose';

export interface AccountDocument extends OutboxFields {
  _id: number;
  username: string;
  /** Lower-cased username: sign-in and uniqueness ignore case. */
  usernameKey: string;
  name: string;
  email: string;
  emailKey: string;
  phoneNumber: string | null;
  npi: string | null;
  /** When the member proved `npi` with the registry phone's code; absent or null while it is only claimed. */
  npiBoundAt?: Date | null;
  passwordHash: string;
  emailVerified: boolean | null;
  phoneVerified: boolean | null;
  /** A new address waiting for its code (email change); absent or null when none. */
  pendingEmail?: string | null;
  /** Absent on accounts written before security settings existed: both switches off. */
  security?: SecuritySettings;
  /** Absent on accounts written before roles existed: none. */
  roles?: AccountRole[];
  suspension?: { reason: string; suspendedAt: Date; suspendedBy: number } | null;
  /** Set when the member deleted the account: it is then a tombstone that never signs in nor answers as an account. */
  deletedAt?: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

export const accountSchema = new Schema<AccountDocument>(
  {
    _id: Number,
    username: { type: String, required: true },
    usernameKey: { type: String, required: true },
    name: { type: String, required: true },
    email: { type: String, required: true },
    emailKey: { type: String, required: true },
    phoneNumber: { type: String, default: null },
    npi: { type: String, default: null },
    npiBoundAt: { type: Date, default: null },
    passwordHash: { type: String, required: true },
    emailVerified: { type: Boolean, default: null },
    phoneVerified: { type: Boolean, default: null },
    pendingEmail: { type: String, default: null },
    security: {
      twoFactorEnabled: { type: Boolean, default: false },
      loginAlertsEnabled: { type: Boolean, default: false },
    },
    roles: { type: [String], default: undefined },
    suspension: { type: { _id: false, reason: String, suspendedAt: Date, suspendedBy: Number }, default: null },
    deletedAt: { type: Date, default: null },
  },
  schemaOptions,
);
// Sign-in's and registration's look-ups. Uniqueness is the key reservations' (account-keys.ts): accounts are sharded by
// id, which cannot prefix two independent unique keys.
accountSchema.index({ usernameKey: 1 });
accountSchema.index({ emailKey: 1 });
accountSchema.plugin(outboxPlugin);

export const AccountModel = Symbol('AccountModel');
export type AccountModel = Model<AccountDocument>;

export function toAccount(document: AccountDocument): Account {
  return {
    id: document._id,
    username: document.username,
    name: document.name,
    email: document.email,
    phoneNumber: document.phoneNumber,
    npi: document.npi,
    npiBound: Boolean(document.npi && document.npiBoundAt),
    emailVerified: document.emailVerified,
    phoneVerified: document.phoneVerified,
    pendingEmail: document.pendingEmail ?? null,
    createdAt: new Date(document.createdAt).toISOString(),
    roles: document.roles ?? [],
    suspension: suspensionOf(document.suspension),
  };
}

function suspensionOf(stored: AccountDocument['suspension']): AccountSuspension | null {
  if (!stored) return null;
  return { reason: stored.reason, suspendedAt: new Date(stored.suspendedAt).toISOString(), suspendedBy: stored.suspendedBy };
}

/** Stored security settings, with the defaults for accounts written before they existed. */
export function securityOf(document: Pick<AccountDocument, 'security'>): SecuritySettings {
  return { ...DEFAULT_SECURITY_SETTINGS, ...document.security };
}
