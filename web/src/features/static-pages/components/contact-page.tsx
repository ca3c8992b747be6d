import { useState } from 'react';
import { yupResolver } from '@hookform/resolvers/yup';
import { Button, Col, Result, Row } from 'antd';
import { Card } from '@/components/ui/card';
import { Paragraph, Title } from '@/components/ui/typography';
import { useForm } from 'react-hook-form';
import { contactMessageDefaults, contactMessageSchema, type ContactMessage, type PhiConfirmation } from '@docnet/contracts';
import { InputField, TextAreaField } from '@/components/form/input-field';
import { PhiRefusalNotice, usePhiRefusal } from '@/components/form/phi-refusal';
import { RhfForm } from '@/components/form/rhf-form';
import { serverMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { sendContactMessage } from '../api/send-contact-message';
import { BackLink } from './back-link';
import { support } from './support-details';

function ContactForm({ onSent }: { onSent: () => void }) {
  const {
    control,
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = useForm<ContactMessage>({
    resolver: yupResolver(contactMessageSchema),
    defaultValues: contactMessageDefaults,
    mode: 'onTouched',
  });
  const phi = usePhiRefusal(setError, ['subject', 'message']);

  const send = async (values: ContactMessage, phiConfirmation?: PhiConfirmation) => {
    try {
      await sendContactMessage({ ...values, ...(phiConfirmation && { phiConfirmation }) });
      phi.clear();
      onSent();
    } catch (error) {
      if (phi.show(error)) return;
      // Never a made-up confirmation: the message reached nobody.
      toast({
        title: 'Message not sent',
        description: serverMessage(error) ?? 'We could not send your message. Please try again.',
        variant: 'destructive',
      });
    }
  };
  const onSubmit = handleSubmit((values) => send(values));

  return (
    <RhfForm aria-label="Contact form" onSubmit={onSubmit}>
      {phi.refusal && (
        <PhiRefusalNotice
          refusal={phi.refusal}
          fieldLabels={{ subject: 'Subject', message: 'Message' }}
          confirmLabel="Confirm and send"
          busy={isSubmitting}
          onConfirm={(confirmation) => handleSubmit((values) => send(values, confirmation))()}
        />
      )}
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <InputField control={control} name="name" label="Name" required autoComplete="name" />
        </Col>
        <Col xs={24} md={12}>
          <InputField control={control} name="email" label="Email" required type="email" autoComplete="email" />
        </Col>
      </Row>
      <InputField control={control} name="subject" label="Subject" required />
      <TextAreaField control={control} name="message" label="Message" required rows={6} />
      <Button type="primary" htmlType="submit" loading={isSubmitting}>
        Send Message
      </Button>
    </RhfForm>
  );
}

/**
 * /contact: the form, then 'Message Received' with 'Send Another Message'
 * back to an empty form. Beside it, how to reach support otherwise.
 */
export function ContactPage() {
  const [sent, setSent] = useState(false);
  return (
    <div style={{ maxWidth: 1000, margin: '0 auto' }}>
      <BackLink />
      <Title level={1} style={{ fontSize: 30 }}>
        Contact Us
      </Title>
      <Paragraph type="secondary">Questions, feedback or a problem with your account? We are here to help.</Paragraph>
      <Row gutter={[24, 24]}>
        <Col xs={24} md={15}>
          <Card>
            {sent ? (
              <Result
                status="success"
                title="Message Received"
                subTitle="Thank you for writing to us. Our support team will reply by email within 24 hours."
                extra={
                  <Button type="primary" onClick={() => setSent(false)}>
                    Send Another Message
                  </Button>
                }
              />
            ) : (
              <ContactForm onSent={() => setSent(true)} />
            )}
          </Card>
        </Col>
        <Col xs={24} md={9}>
          <Card title="Phone Support" style={{ marginBottom: 16 }}>
            <Paragraph style={{ margin: 0 }}>
              {support.phone}
              <br />
              Mon-Fri 9am-5pm EST
            </Paragraph>
          </Card>
          <Card title="Email" style={{ marginBottom: 16 }}>
            <Paragraph style={{ margin: 0 }}>
              <a href={`mailto:${support.email}`}>{support.email}</a>
              <br />
              We respond within 24 hours.
            </Paragraph>
          </Card>
          <Card title="Office" style={{ marginBottom: 16 }}>
            <Paragraph style={{ margin: 0 }}>
              {support.office.map((line) => (
                <span key={line}>
                  {line}
                  <br />
                </span>
              ))}
            </Paragraph>
          </Card>
          <Card title="Urgent Priority Support">
            <Paragraph style={{ margin: 0 }}>
              For an account lockout or a security concern that cannot wait, call our priority line at{' '}
              {support.urgentPhone}.
            </Paragraph>
          </Card>
        </Col>
      </Row>
    </div>
  );
}
