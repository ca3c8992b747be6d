import { Paragraph } from '@/components/ui/typography';
import { Bullets, StaticPage } from './static-page';
import { support } from './support-details';

/** /privacy: Privacy & Terms, last updated May 15, 2025. */
export function PrivacyPage() {
  return (
    <StaticPage
      title="Privacy & Terms"
      subtitle="Last updated May 15, 2025"
      intro="This page explains what we collect, why, and the terms under which you use DocNet."
      sections={[
        {
          title: 'Information We Collect',
          body: (
            <Bullets
              items={[
                'Account details: your name, username, email address, phone number and NPI number.',
                'Profile details you choose to add: specialty, practice, addresses, education, licence and picture.',
                'Content you post: articles, comments, events, journal links and CME opportunities.',
                'Technical details needed to keep your account secure, such as sign-in times and browser type.',
              ]}
            />
          ),
        },
        {
          title: 'How We Use It',
          body: (
            <Bullets
              items={[
                'To verify that you are a licensed professional and to keep your account secure.',
                'To show your profile and posts to other members, within the privacy settings you choose.',
                'To suggest colleagues you may know and to answer your questions in the assistant.',
                'To send verification codes, security alerts and the notifications you have switched on.',
              ]}
            />
          ),
        },
        {
          title: 'Sharing',
          body: (
            <Paragraph>
              We do not sell your information. We share it only with the service providers that deliver email and
              text messages for us, under contracts that forbid any other use, and when the law requires it. Your
              phone number is never shared with other members or third parties for marketing.
            </Paragraph>
          ),
        },
        {
          title: 'Your Choices',
          body: (
            <Bullets
              items={[
                'Make your profile private, hide it from search, or stop sharing your location in Settings.',
                'Choose which notifications you receive, and how often.',
                'Edit or delete what you have posted at any time.',
                `Ask for a copy of your data or for your account to be deleted by writing to ${support.privacyEmail}.`,
              ]}
            />
          ),
        },
        {
          title: 'Terms of Use',
          body: (
            <Bullets
              items={[
                'DocNet is for licensed dental and medical professionals; you must give accurate information about yourself.',
                'You are responsible for what you post and must follow our Community Guidelines.',
                'Nothing on DocNet is medical advice for a specific patient; use your own clinical judgement.',
                'We may suspend accounts that break these terms or put other members at risk.',
              ]}
            />
          ),
        },
        {
          title: 'Contact',
          body: (
            <Paragraph>
              Questions about privacy: <a href={`mailto:${support.privacyEmail}`}>{support.privacyEmail}</a>.
            </Paragraph>
          ),
        },
      ]}
    />
  );
}
