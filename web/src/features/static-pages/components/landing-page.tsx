import type { MouseEvent } from 'react';
import { Button, Col, Flex, Row, Statistic, Tag } from 'antd';
import { Card } from '@/components/ui/card';
import { Paragraph, Text, Title } from '@/components/ui/typography';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { support } from './support-details';
import { LinkButton } from '@/components/ui/link-button';

/** Labelled as a clinician reads them: a bare 'State 1' or 'Uptime' meant nothing to the members asked. */
const stats = [
  { title: 'Verified Professionals', value: '21' },
  { title: 'State Served So Far', value: '1' },
  { title: 'Service Availability', value: '99.9%' },
];

/** The six features, each with a line drawing on a 24 × 24 grid. */
const features = [
  {
    icon: <><rect x="5" y="11" width="14" height="10" rx="2" /><path d="M8 11V7a4 4 0 0 1 8 0v4" /></>,
    title: 'Secure Authentication',
    text: 'Strong passwords, an optional code by text message at sign-in and an email when a new browser signs in keep your account yours.',
  },
  {
    icon: <><rect x="3" y="5" width="18" height="14" rx="2" /><circle cx="9" cy="11" r="2" /><path d="M6 16c1-2 5-2 6 0M14 10h4M14 14h4" /></>,
    title: 'NPI Integration',
    text: 'Find your record in the national provider registry and start with a verified professional identity.',
  },
  {
    icon: <><path d="M12 21s-7-6.5-7-12a7 7 0 0 1 14 0c0 5.5-7 12-7 12z" /><circle cx="12" cy="9" r="2.5" /></>,
    title: 'Address Validation',
    text: 'Your practice and mailing addresses are checked against map data as you enter them, so colleagues and patients find you.',
  },
  {
    icon: <path d="M4 5h16v11H9l-5 4z" />,
    title: 'SMS Verification',
    text: 'One-time codes by text message confirm your phone number and protect every sign-in.',
  },
  {
    icon: <><path d="M4 21V8l8-5 8 5v13z" /><path d="M12 9v6M9 12h6" /></>,
    title: 'Practice Management',
    text: 'Keep your practice details, locations, insurances and languages in one up-to-date profile.',
  },
  {
    icon: <path d="M2 9l10-5 10 5-10 5zM6 11v5c3 2.5 9 2.5 12 0v-5" />,
    title: 'Credential Tracking',
    text: 'Record your licence, education and CME credits, and show colleagues where you trained.',
  },
];

const smsFeatures = [
  'Verification codes at sign-up and sign-in',
  'Alerts when your account is used from a new browser',
  'Account and verification status updates',
  'Reply STOP at any time; HELP for help',
];

const badges = ['Designed with HIPAA in mind', 'TCPA compliant SMS', 'CTIA messaging principles', 'CAN-SPAM compliant email', 'NPI verified members'];

const footerLinks = [
  { label: 'About', href: paths.about.getHref() },
  { label: 'Sign In', href: paths.auth.getHref() },
  { label: 'Register', href: paths.register.getHref() },
  { label: 'SMS Consent', href: paths.smsConsent.getHref() },
  { label: 'SMS Terms', href: paths.smsTerms.getHref() },
];

/**
 * 'Learn More' scrolls to the features itself and moves the focus there. Left to the browser, its hash navigation
 * reached the router as a history entry without the router's key, whose scroll restoration then put the page
 * back where it was. The margin above the heading keeps it clear of the sticky header.
 */
function showFeatures(event: MouseEvent<HTMLElement>) {
  const heading = document.getElementById('landing-features');
  if (!heading) return;
  event.preventDefault();
  heading.scrollIntoView({ behavior: 'smooth', block: 'start' });
  heading.focus({ preventScroll: true });
}

/**
 * The public landing page: shown at /public, and at / to visitors. Header links, hero,
 * statistics, six features, SMS features, compliance badges, footer links and the contact email.
 */
export function LandingPage() {
  return (
    <Flex vertical gap={32} style={{ maxWidth: 1100, margin: '0 auto' }}>
      <Flex component="nav" aria-label="Landing" justify="flex-end" gap={12}>
        <LinkButton to={paths.about.getHref()} type="text">
          About
        </LinkButton>
        <LinkButton to={paths.auth.getHref()} type="primary">
          Professional Login
        </LinkButton>
      </Flex>

      <section aria-labelledby="landing-hero" style={{ textAlign: 'center', padding: '24px 0' }}>
        <Title level={1} id="landing-hero" style={{ fontSize: 40 }}>
          The professional network for dental and medical practitioners
        </Title>
        <Paragraph type="secondary" style={{ fontSize: 18, maxWidth: 720, margin: '0 auto 24px' }}>
          Connect with verified colleagues, share cases and research, and follow the conferences, journals and CME
          opportunities that matter to your practice.
        </Paragraph>
        <Flex justify="center" gap={12} wrap>
          <LinkButton to={paths.register.getHref()} type="primary" size="large">
            Join Network
          </LinkButton>
          <Button size="large" href="#landing-features" onClick={showFeatures}>
            Learn More
          </Button>
        </Flex>
      </section>

      <Row gutter={[16, 16]}>
        {stats.map((stat) => (
          <Col xs={24} sm={8} key={stat.title}>
            <Card style={{ textAlign: 'center' }}>
              <Statistic title={stat.title} value={stat.value} />
            </Card>
          </Col>
        ))}
      </Row>

      <section aria-labelledby="landing-features">
        <Title level={2} id="landing-features" tabIndex={-1} style={{ fontSize: 26, textAlign: 'center', scrollMarginTop: 80 }}>
          Built for clinical professionals
        </Title>
        <Row gutter={[16, 16]}>
          {features.map((feature) => (
            <Col xs={24} sm={12} md={8} key={feature.title}>
              <Card style={{ height: '100%' }}>
                <svg
                  width="32"
                  height="32"
                  viewBox="0 0 24 24"
                  fill="none"
                  stroke="#1677ff"
                  strokeWidth="1.8"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                  aria-hidden="true"
                  focusable="false"
                >
                  {feature.icon}
                </svg>
                <Title level={3} style={{ fontSize: 17 }}>
                  {feature.title}
                </Title>
                <Text type="secondary">{feature.text}</Text>
              </Card>
            </Col>
          ))}
        </Row>
      </section>

      <Card>
        <Row gutter={[24, 16]} align="middle">
          <Col xs={24} md={12}>
            <Title level={2} style={{ fontSize: 22 }}>
              Secure SMS, only with your consent
            </Title>
            <Paragraph type="secondary">
              Text messages protect your account; they are never used for marketing, and your number is never shared.
            </Paragraph>
            <Link to={paths.smsConsent.getHref()}>How SMS consent works</Link>
          </Col>
          <Col xs={24} md={12}>
            <ul style={{ paddingLeft: 20, margin: 0 }}>
              {smsFeatures.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </Col>
        </Row>
      </Card>

      <section aria-label="Compliance" style={{ textAlign: 'center' }}>
        <Flex wrap justify="center" gap={8}>
          {badges.map((badge) => (
            <Tag key={badge} color="blue" style={{ fontSize: 14, padding: '4px 10px' }}>
              ✓ {badge}
            </Tag>
          ))}
        </Flex>
      </section>

      <Flex vertical align="center" gap={8} style={{ borderTop: '1px solid #f0f0f0', paddingTop: 16 }}>
        <Flex component="nav" aria-label="Landing footer" wrap justify="center" gap={20}>
          {footerLinks.map((link) => (
            <Link key={link.href} to={link.href}>
              {link.label}
            </Link>
          ))}
        </Flex>
        <Text type="secondary">
          Questions? <a href={`mailto:${support.email}`}>{support.email}</a>
        </Text>
      </Flex>
    </Flex>
  );
}
