import * as yup from 'yup';
import { confirmPasswordField, newPasswordField } from './fields';

/** The seven kinds of notification a member can turn on or off. */
export const notificationTypes = [
  'connectionRequests',
  'connectionAccepted',
  'profileUpdates',
  'contentLikes',
  'contentComments',
  'directMessages',
  'systemAnnouncements',
] as const;
export type NotificationType = (typeof notificationTypes)[number];

export const digestFrequencies = ['daily', 'weekly'] as const;
export type DigestFrequency = (typeof digestFrequencies)[number];

/** A member's notification settings, as GET /api/notifications/settings answers them. */
export interface NotificationSettings {
  emailEnabled: boolean;
  digestMode: boolean;
  digestFrequency: DigestFrequency;
  notifications: Record<NotificationType, boolean>;
}

/** Email enabled, digest off, daily, all 7 types on. */
export const DEFAULT_NOTIFICATION_SETTINGS: NotificationSettings = {
  emailEnabled: true,
  digestMode: false,
  digestFrequency: 'daily',
  notifications: {
    connectionRequests: true,
    connectionAccepted: true,
    profileUpdates: true,
    contentLikes: true,
    contentComments: true,
    directMessages: true,
    systemAnnouncements: true,
  },
};

/** A switch: a real boolean, never a string or number read as one. */
const flag = (name: string) => yup.boolean().strict().required(`${name} must be true or false`);

/**
 * The whole notification settings object; every field is required and typed strictly, so a client
 * that sends half an object or 'yes' for a switch is refused instead of silently defaulted.
 */
export const notificationSettingsSchema = yup.object({
  emailEnabled: flag('emailEnabled'),
  digestMode: flag('digestMode'),
  digestFrequency: yup
    .string()
    .strict()
    .required('Digest frequency must be daily or weekly')
    .oneOf(digestFrequencies, 'Digest frequency must be daily or weekly'),
  notifications: yup
    .object(Object.fromEntries(notificationTypes.map((type) => [type, flag(`notifications.${type}`)])) as Record<NotificationType, ReturnType<typeof flag>>)
    .default(undefined)
    .required('notifications is required')
    .noUnknown('Unknown notification type'),
});

/** POST /api/notifications/settings body: {settings}. */
export const saveNotificationSettingsSchema = yup.object({
  // No default: a missing object is refused as missing, not filled in and then refused field by field.
  settings: notificationSettingsSchema.default(undefined).required('settings is required'),
});
export interface SaveNotificationSettings {
  settings: NotificationSettings;
}

/** The settings screen's texts for notification settings. */
export const NotificationSettingsMessages = {
  savedTitle: 'Settings saved',
  savedDescription: 'Your notification preferences have been updated',
  failedTitle: 'Error',
  failedDescription: 'Failed to save notification settings. Please try again.',
} as const;

/** A member's sign-in security settings, GET /api/settings/security. */
export interface SecuritySettings {
  /** Sign-in asks for a code sent by SMS to the member's verified phone after the password. */
  twoFactorEnabled: boolean;
  /** A sign-in from a browser not seen before for the member sends an email. */
  loginAlertsEnabled: boolean;
}

export const DEFAULT_SECURITY_SETTINGS: SecuritySettings = { twoFactorEnabled: false, loginAlertsEnabled: false };

/** PUT /api/settings/security body: any of the two switches. */
export const SecurityMessages = {
  /** Two-factor sign-in sends its codes by SMS, so the phone must be proven first. */
  phoneNotVerified: 'Verify your phone number before turning on two-factor sign-in',
  wrongCurrentPassword: 'Current password is incorrect',
  samePassword: 'The new password must differ from the current one',
  passwordChanged: 'Your password has been changed. Other sessions were signed out.',
  /** A change a borrowed session must not make alone: the email, the two-factor phone, turning protections off. */
  currentPasswordRequired: 'Enter your current password to confirm this change',
  undoInvalid: 'This undo link is invalid, used or expired',
  undone: 'The change was undone and every session of your account was signed out. Reset your password if someone else may know it.',
} as const;

/**
 * The current password confirming a sensitive change (step-up): a signed-in session alone may not change the email
 * or the two-factor phone, nor turn two-factor sign-in or login alerts off.
 */
export const stepUpPasswordField = yup.string().max(200, SecurityMessages.wrongCurrentPassword).optional();

export const securitySettingsUpdateSchema = yup.object({
  twoFactorEnabled: yup.boolean().strict().optional(),
  loginAlertsEnabled: yup.boolean().strict().optional(),
  /** Needed to turn either off. */
  currentPassword: stepUpPasswordField,
});
export type SecuritySettingsUpdate = yup.InferType<typeof securitySettingsUpdateSchema>;

/** POST /api/auth/security-undo body: the token of the link mailed about a security change. */
export const securityUndoSchema = yup.object({
  token: yup.string().trim().required(SecurityMessages.undoInvalid).max(200, SecurityMessages.undoInvalid),
});
export type SecurityUndo = yup.InferType<typeof securityUndoSchema>;

/** POST /api/auth/change-password body. */
export const changePasswordSchema = yup.object({
  currentPassword: yup.string().required('Current password is required').max(200, SecurityMessages.wrongCurrentPassword),
  newPassword: newPasswordField.notOneOf([yup.ref('currentPassword')], SecurityMessages.samePassword),
});
export type ChangePassword = yup.InferType<typeof changePasswordSchema>;

/** The 'Change Password' dialog: the call's body plus the confirmation. */
export const changePasswordFormSchema = changePasswordSchema.shape({
  confirmPassword: confirmPasswordField('newPassword'),
});
export type ChangePasswordForm = yup.InferType<typeof changePasswordFormSchema>;

/** Answer of POST /api/auth/change-password. */
export interface PasswordChangedBody {
  message: string;
}

/** Texts of deleting one's own account (Settings, Security). */
export const AccountDeletionMessages = {
  passwordRequired: 'Enter your password to delete your account',
  /** A borrowed session must not delete the account: the password is asked even after a two-factor sign-in. */
  wrongPassword: SecurityMessages.wrongCurrentPassword,
  deleted: 'Your account was deleted. A confirmation was sent to your email address.',
} as const;

/** DELETE /api/account body: the member's current password confirms the deletion. */
export const deleteAccountSchema = yup.object({
  password: yup.string().required(AccountDeletionMessages.passwordRequired).max(200, AccountDeletionMessages.wrongPassword),
});
export type DeleteAccount = yup.InferType<typeof deleteAccountSchema>;
