import * as yup from 'yup';
import { phiConfirmationSchema } from './phi-guard';

/** Longest accepted values of the contact form (the server refuses longer input too). */
export const CONTACT_NAME_MAX = 100;
export const CONTACT_EMAIL_MAX = 254;
export const CONTACT_SUBJECT_MAX = 200;
export const CONTACT_MESSAGE_MAX = 5000;

/**
 * The contact form (/contact) and the body of POST /api/contact (all fields
 * required). The message reaches support through the email port. Its subject and message pass the PHI guard
 * (a member writing to support about a case names the patient as easily as in a post): `phiConfirmation` answers
 * a refusal of the same text.
 */
export const contactMessageSchema = yup.object({
  name: yup.string().trim().required('Name is required').max(CONTACT_NAME_MAX, `Name must be at most ${CONTACT_NAME_MAX} characters`),
  email: yup
    .string()
    .trim()
    .required('Email is required')
    .email('Please enter a valid email address')
    .max(CONTACT_EMAIL_MAX, 'Please enter a valid email address'),
  subject: yup
    .string()
    .trim()
    .required('Subject is required')
    .max(CONTACT_SUBJECT_MAX, `Subject must be at most ${CONTACT_SUBJECT_MAX} characters`),
  message: yup
    .string()
    .trim()
    .required('Message is required')
    .max(CONTACT_MESSAGE_MAX, `Message must be at most ${CONTACT_MESSAGE_MAX} characters`),
  phiConfirmation: phiConfirmationSchema,
});
export type ContactMessage = yup.InferType<typeof contactMessageSchema>;

/** The form's starting values. */
export const contactMessageDefaults: ContactMessage = { name: '', email: '', subject: '', message: '' };
