import type { DigestFrequency } from '@docnet/contracts';
import type { EmailMessage } from '@docnet/platform';
import { excerpt } from './notification-texts';

interface Notified {
  text: string;
  link: string | null;
  notifiedAt: Date;
}

const footer = (appBaseUrl: string) =>
  `You receive this email because your DocNet notification settings have email on. Change them under Settings > Notifications: ${appBaseUrl}/settings`;

const linkTo = (appBaseUrl: string, link: string | null) => (link ? `${appBaseUrl}${link}` : null);

/** The email of one notification when the member wants them immediately. */
export function notificationEmail(to: string, notification: Notified, appBaseUrl: string): EmailMessage {
  const url = linkTo(appBaseUrl, notification.link);
  return {
    to,
    subject: `DocNet: ${excerpt(notification.text, 100)}`,
    text: [notification.text, url ? `Open it in DocNet: ${url}` : null, footer(appBaseUrl)].filter(Boolean).join('\n\n'),
  };
}

/** One email gathering a day's or a week's notifications, oldest first. */
export function digestEmail(to: string, notifications: readonly Notified[], frequency: DigestFrequency, appBaseUrl: string): EmailMessage {
  const count = notifications.length;
  const lines = notifications.map(({ text, link, notifiedAt }) => {
    const url = linkTo(appBaseUrl, link);
    return `- ${notifiedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC: ${text}${url ? `\n  ${url}` : ''}`;
  });
  return {
    to,
    subject: `Your DocNet ${frequency} digest: ${count} new notification${count === 1 ? '' : 's'}`,
    text: [`Here is what happened on DocNet since your last ${frequency} digest:`, lines.join('\n'), footer(appBaseUrl)].join('\n\n'),
  };
}
