import { Steps } from 'antd';
import { Paragraph } from '@/components/ui/typography';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { Bullets, StaticPage } from './static-page';
import { support } from './support-details';

/** /sms-consent: opt-in steps, message types, frequency, opt-out, costs, never shared. */
export function SmsConsentPage() {
  return (
    <StaticPage
      title="SMS Consent"
      intro="DocNet sends text messages only to members who agree to receive them. This page explains how you opt in, what we send and how to stop."
      sections={[
        {
          title: 'How to Opt In',
          body: (
            <Steps
              direction="vertical"
              size="small"
              current={-1}
              items={[
                { title: 'Enter your mobile number', description: 'During sign-up or in your account settings.' },
                { title: 'Tick the consent box', description: 'You agree to receive account text messages from DocNet.' },
                { title: 'Receive a verification code', description: 'We text a one-time code to the number you entered.' },
                { title: 'Enter the code', description: 'Typing it in confirms the number is yours and completes your opt-in.' },
              ]}
            />
          ),
        },
        {
          title: 'Messages You Will Receive',
          body: (
            <Bullets
              items={[
                'Verification codes when you sign up, sign in or change your phone number.',
                'Security alerts, for example a sign-in from a new browser or a password change.',
                'Account updates about your verification status or profile.',
                'Service notices about planned maintenance or important changes to DocNet.',
              ]}
            />
          ),
        },
        {
          title: 'How Often',
          body: (
            <Bullets
              items={['1-3 messages during registration.', '1-2 messages per login session.', '5-20 messages per month in total, depending on how you use your account.']}
            />
          ),
        },
        {
          title: 'How to Opt Out',
          body: (
            <Bullets
              items={[
                'Reply STOP to any message from us; we confirm once and send nothing more.',
                'Or turn off text messages in your account settings.',
                <>
                  Or email <a href={`mailto:${support.email}`}>{support.email}</a> and we will remove your number.
                </>,
              ]}
            />
          ),
        },
        {
          title: 'Costs',
          body: (
            <Paragraph>
              DocNet never charges for text messages. Message and data rates from your mobile carrier may apply.
            </Paragraph>
          ),
        },
        {
          title: 'Your Phone Number Stays Private',
          body: (
            <Paragraph>
              Your phone number is never shared, sold or rented to third parties, and is never used for marketing.
              See the full <Link to={paths.smsTerms.getHref()}>SMS Terms and Conditions</Link>.
            </Paragraph>
          ),
        },
      ]}
    />
  );
}
