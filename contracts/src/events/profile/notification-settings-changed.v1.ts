import * as yup from 'yup';
import { digestFrequencies, notificationTypes, type NotificationSettings } from '../../http/settings';
import { Topics } from '../../topics';
import { defineEvent } from '../define-event';

const notificationsSchema = yup.object(
  Object.fromEntries(notificationTypes.map((type) => [type, yup.boolean().required()])) as Record<
    keyof NotificationSettings['notifications'],
    yup.BooleanSchema<boolean>
  >,
);

/**
 * `profile.notification-settings.changed` v1: a member saved notification settings that differ from the
 * previous ones; carries the whole settings object, so a consumer (the notifications service) keeps the
 * latest by `revision` and needs no earlier event. Private to the member: not part of the public card.
 * Travels on the profile's stream, keyed by the member id.
 */
export const NotificationSettingsChangedV1 = defineEvent({
  type: 'profile.notification-settings.changed',
  version: 1,
  topic: Topics.profileProfile,
  schema: yup.object({
    userId: yup.number().integer().positive().required(),
    /** Increases with every change of the member's notification settings; consumers ignore older ones. */
    revision: yup.number().integer().min(1).required(),
    settings: yup
      .object({
        emailEnabled: yup.boolean().required(),
        digestMode: yup.boolean().required(),
        digestFrequency: yup.string().oneOf(digestFrequencies).required(),
        notifications: notificationsSchema.required(),
      })
      .required(),
    changedAt: yup.string().datetime().required(),
  }),
});
