import { ApiRoutes, type ContactMessage } from '@docnet/contracts';
import { apiPost } from '@/lib/api-client';

/** POST /api/contact: the contact form's message, delivered to support by the server. */
export function sendContactMessage(message: ContactMessage): Promise<unknown> {
  return apiPost<unknown>(ApiRoutes.contactMessages, message);
}
