import { ContactPage } from '@/features/static-pages/components/contact-page';

/** /contact, public (part 2 §2.11). */
export function ContactRoute() {
  return <ContactPage />;
}
