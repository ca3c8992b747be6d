import { Paragraph } from '@/components/ui/typography';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { StaticPage, type PageSection } from './static-page';
import { support } from './support-details';

const paragraph = (text: string) => <Paragraph>{text}</Paragraph>;

/** The 13 sections of the SMS terms, in order. */
export const smsTermsSections: PageSection[] = [
  {
    title: 'SMS Service',
    body: paragraph(
      'DocNet sends text messages to verify your identity and to keep your account secure: verification codes, security alerts, account updates and service notices. We do not send marketing messages.',
    ),
  },
  {
    title: 'Consent',
    body: paragraph(
      'By entering your mobile number, ticking the consent box and confirming the code we send, you agree to receive these messages at that number. Consent is not a condition of any purchase.',
    ),
  },
  {
    title: 'Message Frequency',
    body: paragraph(
      'Expect 1-3 messages during registration, 1-2 per login session and 5-20 per month in total. The number varies with how you use your account.',
    ),
  },
  {
    title: 'Opting Out',
    body: paragraph(
      'Reply STOP to any message to stop receiving texts. We send one confirmation and nothing more. You can also turn text messages off in your account settings or by email to support. Opting out may stop SMS sign-in verification.',
    ),
  },
  {
    title: 'Help',
    body: paragraph('Reply HELP to any message for help, or contact our support team at any time.'),
  },
  {
    title: 'Customer Support',
    body: paragraph(
      `Write to ${support.email} or call ${support.phone}. We answer SMS questions within 24-48 hours.`,
    ),
  },
  {
    title: 'Costs',
    body: paragraph('DocNet does not charge for text messages. Standard message and data rates of your carrier may apply.'),
  },
  {
    title: 'Privacy',
    body: (
      <Paragraph>
        Your phone number is used only for the messages described here. It is never sold, rented or shared with third
        parties for marketing. See our <Link to={paths.privacy.getHref()}>Privacy & Terms</Link>.
      </Paragraph>
    ),
  },
  {
    title: 'Service Availability',
    body: paragraph(
      'Delivery depends on your carrier and network coverage. Messages may be delayed or not delivered, and carriers are not liable for delayed or undelivered messages.',
    ),
  },
  {
    title: 'Compliance',
    body: paragraph(
      'Our messaging follows the Telephone Consumer Protection Act (TCPA), the CTIA Messaging Principles and Best Practices, and the CAN-SPAM Act.',
    ),
  },
  {
    title: 'Contact Information',
    body: paragraph(`DocNet Inc., ${support.office.slice(1).join(', ')}. Email ${support.email}, phone ${support.phone}.`),
  },
  {
    title: 'Limitation of Liability and Disputes',
    body: paragraph(
      'To the extent the law allows, our liability for anything related to the SMS service is limited to the amounts you paid us in the twelve months before the claim. Any dispute is resolved by binding arbitration on an individual basis rather than in court.',
    ),
  },
  {
    title: 'Changes to These Terms',
    body: paragraph(
      'We may update these terms. We will post the new version on this page with its effective date and, for material changes, tell you by text or email. Continuing to use the SMS service means you accept the new terms.',
    ),
  },
];

/** /sms-terms: 13 sections, effective June 3, 2025. */
export function SmsTermsPage() {
  return (
    <StaticPage
      title="SMS Terms and Conditions"
      subtitle="Effective June 3, 2025"
      intro={
        <>
          These terms apply to text messages from DocNet. How to opt in is described on our{' '}
          <Link to={paths.smsConsent.getHref()}>SMS Consent</Link> page.
        </>
      }
      numbered
      sections={smsTermsSections}
    />
  );
}
