import { useState } from 'react';
import { Button, Col, Collapse, Row } from 'antd';
import { Card } from '@/components/ui/card';
import { Paragraph, Title } from '@/components/ui/typography';
import { paths } from '@/config/paths';
import { Bullets, StaticPage } from './static-page';
import { LinkButton } from '@/components/ui/link-button';

/** The six questions of the Help Center and their answers. */
export const helpFaq = [
  {
    key: 'create-account',
    question: 'How do I create an account?',
    answer:
      'Choose Sign Up and find your record in the NPI registry (or skip that step). Sign up with your professional email address and verify it with the code we send you; you can verify your phone by SMS too. Then choose a username and password, and complete your profile so colleagues can recognise you. All accounts go through this verification process.',
  },
  {
    key: 'set-up-profile',
    question: 'How do I set up my profile?',
    answer:
      'Open your profile from the avatar menu and choose Edit Profile. Fill in your basic information, practice details, addresses and professional background, and add a picture. The completion bar shows what is still missing.',
  },
  {
    key: 'find-and-connect',
    question: 'How do I find and connect with other professionals?',
    answer:
      'Search for doctors by name, specialty or location from the navigation bar, or browse the suggestions under My Network. Send a connection request from a profile or a search result; you are connected once the other professional accepts it.',
  },
  {
    key: 'share-content',
    question: 'How do I share content?',
    answer:
      'Go to Content and create a post. Choose its type (article, research or case study), give it a title, a short summary and the body, add attachments and tags if you like, then publish it.',
  },
  {
    key: 'message-professionals',
    question: 'Can I message other professionals?',
    answer:
      "Yes, but only your accepted connections. Send a connection request first; once it is accepted you can message each other. Choose Message beside Connected on a connection's profile, or open Messages from the navigation bar. New messages arrive without reloading the page, conversations with unread messages are marked, and Seen shows under your last message once it has been read. If you are no longer connected, the conversation stays readable but you cannot send new messages.",
  },
  {
    key: 'privacy-settings',
    question: 'How do I manage my privacy settings?',
    answer:
      'Open Settings from the avatar menu and choose Privacy. There you decide whether your profile is public, whether you appear in search results and whether your location is shared.',
  },
] as const;

const guides = [
  {
    title: 'Getting Started',
    description: 'Everything you need for your first days on DocNet.',
    topics: [
      { label: 'Creating your account', faq: 'create-account' },
      { label: 'Completing your profile', faq: 'set-up-profile' },
      { label: 'Making your first connections', faq: 'find-and-connect' },
    ],
  },
  {
    title: 'Using DocNet',
    description:
      'Get the most out of the network. Messages and notifications (the bell in the navigation bar) arrive as they happen.',
    topics: [
      { label: 'Sharing content with colleagues', faq: 'share-content' },
      { label: 'Messaging your connections', faq: 'message-professionals' },
      { label: 'Choosing your privacy settings', faq: 'privacy-settings' },
    ],
  },
];

/** /help: two link cards, the single-open collapsible FAQ, 'Contact Support'. */
export function HelpPage() {
  const [openKey, setOpenKey] = useState<string | undefined>();
  const openQuestion = (key: string) => {
    setOpenKey(key);
    document.getElementById(`faq-${key}`)?.scrollIntoView({ behavior: 'smooth', block: 'center' });
  };
  return (
    <StaticPage title="Help Center" intro="Answers to the questions members ask most often.">
      <Row gutter={[16, 16]} style={{ marginBottom: 24 }}>
        {guides.map((guide) => (
          <Col xs={24} md={12} key={guide.title}>
            <Card title={guide.title} style={{ height: '100%' }}>
              <Paragraph type="secondary">{guide.description}</Paragraph>
              <Bullets
                items={guide.topics.map((topic) => (
                  <Button key={topic.faq} type="link" style={{ padding: 0, height: 'auto' }} onClick={() => openQuestion(topic.faq)}>
                    {topic.label}
                  </Button>
                ))}
              />
            </Card>
          </Col>
        ))}
      </Row>
      <Title level={2} style={{ fontSize: 20 }}>
        Frequently Asked Questions
      </Title>
      {/* One answer open at a time, a second click closes it. Kept here rather than with
          antd's `accordion`, which marks the questions as tabs in a tablist holding the answers' panels
          (invalid ARIA); without it each question is a button with aria-expanded. */}
      <Collapse
        activeKey={openKey ? [openKey] : []}
        onChange={(keys) => setOpenKey([keys].flat().find((key) => key !== openKey))}
        items={helpFaq.map((item) => ({
          key: item.key,
          label: <span id={`faq-${item.key}`}>{item.question}</span>,
          children: <Paragraph style={{ margin: 0 }}>{item.answer}</Paragraph>,
        }))}
      />
      <Card style={{ marginTop: 24, textAlign: 'center' }}>
        <Title level={3} style={{ fontSize: 18 }}>
          Still need help?
        </Title>
        <Paragraph type="secondary">Our support team answers every message.</Paragraph>
        <LinkButton to={paths.contact.getHref()} type="primary">
          Contact Support
        </LinkButton>
      </Card>
    </StaticPage>
  );
}
