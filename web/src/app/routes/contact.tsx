import { ContactPage } from '@/features/static-pages/components/contact-page';

/** /contact, public. */
export function ContactRoute() {
  return <ContactPage />;
}
