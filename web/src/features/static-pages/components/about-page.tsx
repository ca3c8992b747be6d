import { Paragraph } from '@/components/ui/typography';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { Bullets, StaticPage } from './static-page';
import { support } from './support-details';

/** /about: mission, contact, SMS services with examples, compliance, offerings, SMS links. */
export function AboutPage() {
  return (
    <StaticPage
      title="About DocNet"
      intro="DocNet is a professional network built for licensed dental and medical practitioners. It helps clinicians find trusted colleagues, share what they learn and keep up with their field."
      sections={[
        {
          title: 'Our Mission',
          body: (
            <Paragraph>
              We want every practitioner to be one introduction away from the right specialist, mentor or
              partner practice. DocNet verifies each member against the national provider identifier (NPI)
              registry, so the people you meet here are who they say they are, and keeps the network focused on
              professional work: referrals, cases, research and continuing education.
            </Paragraph>
          ),
        },
        {
          title: 'What We Offer',
          body: (
            <Bullets
              items={[
                'Verified professional profiles with practice details, specialties and credentials.',
                'Doctor search by name, specialty, location and affiliation.',
                'Connection requests between colleagues, and suggestions of people you may know.',
                'Articles, research and case studies shared by members, with comments and likes.',
                'Upcoming medical conferences, journal news and CME opportunities in one place.',
                'An AI assistant for networking and career questions.',
              ]}
            />
          ),
        },
        {
          title: 'SMS Services',
          body: (
            <>
              <Paragraph>
                With your consent we send text messages that keep your account secure. We never send marketing
                texts. Examples of what you may receive:
              </Paragraph>
              <Bullets
                items={[
                  '"Your DocNet verification code is 482913. It expires in 10 minutes."',
                  '"DocNet security alert: a new sign-in to your account from Chrome on Windows. Not you? Reset your password."',
                  '"DocNet: your phone number was updated. Reply HELP for help, STOP to opt out."',
                ]}
              />
              <Paragraph>
                Read how to opt in and out in our <Link to={paths.smsConsent.getHref()}>SMS Consent</Link> page and
                the full <Link to={paths.smsTerms.getHref()}>SMS Terms and Conditions</Link>.
              </Paragraph>
            </>
          ),
        },
        {
          title: 'Regulatory Compliance',
          body: (
            <Bullets
              items={[
                'Text messaging follows the Telephone Consumer Protection Act (TCPA) and the CTIA Messaging Principles: messages go only to members who opted in, and every message can be stopped by replying STOP.',
                'Email follows the CAN-SPAM Act: every email says who sent it and how to stop receiving it.',
                'Members are verified against the NPPES NPI registry; we do not store patient information and ask members never to post it.',
                'Data is encrypted in transit, and access to member records is limited to the staff who need it.',
              ]}
            />
          ),
        },
        {
          title: 'Contact Us',
          body: (
            <Paragraph>
              Email <a href={`mailto:${support.email}`}>{support.email}</a> or call {support.phone} ({support.phoneHours}).
              You can also write to us from the <Link to={paths.contact.getHref()}>contact page</Link>. Our office:{' '}
              {support.office.join(', ')}.
            </Paragraph>
          ),
        },
      ]}
    />
  );
}
