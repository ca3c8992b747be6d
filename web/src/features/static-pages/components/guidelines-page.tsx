import { Paragraph } from '@/components/ui/typography';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { Bullets, StaticPage } from './static-page';

/** /guidelines: Community Guidelines. */
export function GuidelinesPage() {
  return (
    <StaticPage
      title="Community Guidelines"
      intro="DocNet works because its members trust each other. These guidelines describe what we expect from everyone who takes part."
      sections={[
        {
          title: 'Be Professional',
          body: (
            <Bullets
              items={[
                'Use your real name and accurate credentials; profiles are verified against the NPI registry.',
                'Treat colleagues with respect, including when you disagree about a diagnosis or a treatment.',
                'Keep discussions about clinical practice, research, education and the business of care.',
              ]}
            />
          ),
        },
        {
          title: 'Protect Patients',
          body: (
            <Bullets
              items={[
                'Never share information that could identify a patient: names, dates of birth, record numbers, faces or unique features.',
                'Remove identifying details from images and radiographs before you post a case study.',
                'Follow HIPAA and the rules of your licensing board in everything you post.',
              ]}
            />
          ),
        },
        {
          title: 'Share Reliable Information',
          body: (
            <Bullets
              items={[
                'Cite your sources and link to the original research when you share findings.',
                'Say clearly when something is your opinion or personal experience rather than established evidence.',
                'Disclose financial ties to products, companies or courses you write about.',
              ]}
            />
          ),
        },
        {
          title: 'What Is Not Allowed',
          body: (
            <Bullets
              items={[
                'Harassment, discrimination, threats or personal attacks.',
                'Spam, repeated self-promotion and unsolicited advertising.',
                'Impersonating another person or misrepresenting your qualifications.',
                'Content that infringes copyright or breaks the law.',
              ]}
            />
          ),
        },
        {
          title: 'Reporting and Enforcement',
          body: (
            <Paragraph>
              If you see something that breaks these guidelines, tell us through the{' '}
              <Link to={paths.contact.getHref()}>contact page</Link>. We review every report. Depending on how serious
              it is, we may remove content, limit features or close an account.
            </Paragraph>
          ),
        },
      ]}
    />
  );
}
