import { screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { ApiRoutes, PhiGuardMessages, type ContactMessage, type PhiRefusalBody } from '@docnet/contracts';
import { ContactPage } from '@/features/static-pages/components/contact-page';
import { api, server } from './support/api-server';
import { asVisitor } from './support/members';
import { renderScreen } from './support/render';

const message = 'My patient Jean-Luc O’Brien, born 03/14/1951, cannot see his scan results in the app.';
const refusal: PhiRefusalBody = {
  message: PhiGuardMessages.refused,
  findings: [{ field: 'message', kind: 'date', excerpt: '03/14/1951', start: 36, end: 46 }],
  confirmationToken: 'lw0k1x.token-of-the-refusal',
};

describe('contact form (/contact) and the PHI guard', () => {
  beforeEach(() => server.use(asVisitor()));

  it('shows a refusal on the message, keeps what was typed, and sends the confirmation with the refusal’s token', async () => {
    const sent: ContactMessage[] = [];
    server.use(
      api.post(ApiRoutes.contactMessages, async ({ request }) => {
        const body = (await request.json()) as ContactMessage;
        sent.push(body);
        return body.phiConfirmation ? HttpResponse.json({ message: 'Message Received' }, { status: 202 }) : HttpResponse.json(refusal, { status: 422 });
      }),
    );
    const { user } = renderScreen(<ContactPage />, { route: '/contact' });
    const fill = async (label: string, text: string) => {
      await user.click(screen.getByLabelText(label));
      await user.paste(text);
    };
    await fill('Name', 'Dr. Zoë N’Diaye');
    await fill('Email', 'zoe.ndiaye@clinique.example');
    await fill('Subject', 'Scan results missing');
    await fill('Message', message);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByRole('alert', { name: 'Possible patient information' })).toHaveTextContent(PhiGuardMessages.refused);
    expect(screen.queryByText('Message Received')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Message')).toHaveValue(message);

    await user.click(screen.getByRole('button', { name: 'Not patient information? Confirm with a reason' }));
    await fill('Why are these details not patient information?', 'The date is an appointment slot, not a birth date.');
    await user.click(screen.getByRole('button', { name: 'Confirm and send' }));

    expect(await screen.findByText('Message Received')).toBeInTheDocument();
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[0]?.phiConfirmation).toBeUndefined();
    expect(sent[1]).toMatchObject({
      message,
      phiConfirmation: { reason: 'The date is an appointment slot, not a birth date.', token: refusal.confirmationToken },
    });
  }, 20_000);
});
