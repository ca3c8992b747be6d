import { Button, Modal } from 'antd';
import { Paragraph } from '@/components/ui/typography';

export interface TermsDialogProps {
  open: boolean;
  onAccept: () => void;
  onClose: () => void;
}

/** The 'Privacy Policy & Terms' dialog of the account step; 'I Understand' ticks the box. */
export function TermsDialog({ open, onAccept, onClose }: TermsDialogProps) {
  return (
    <Modal
      open={open}
      title="Privacy Policy & Terms"
      onCancel={onClose}
      destroyOnHidden
      footer={[
        <Button key="accept" type="primary" onClick={onAccept}>
          I Understand
        </Button>,
      ]}
    >
      <Paragraph>
        DocNet is a professional network for licensed dental and medical practitioners. By activating an
        account you confirm that the details you provide are accurate and that you are the practitioner named
        by the selected NPI record, if any.
      </Paragraph>
      <Paragraph>
        We use your email address and phone number to verify your identity, to secure your account and to send
        you service messages. Your phone number is never shared. Message and data rates may apply to SMS;
        reply STOP to opt out.
      </Paragraph>
      <Paragraph>
        Your profile is visible to other members. You can change your privacy settings at any time. Read the
        full Privacy &amp; Terms and the Community Guidelines for details.
      </Paragraph>
    </Modal>
  );
}
