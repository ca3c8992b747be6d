import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import {
  APPEAL_STATEMENT_MAX,
  ApiRoutes,
  LoginChallengeMessages,
  ModerationMessages,
  PhiGuardMessages,
  type LoginChallengeBody,
  type PhiRefusalBody,
  type SuspendedBody,
  type SuspensionAppealInput,
} from '@docnet/contracts';
import { SignInPanel } from '@/features/auth/components/sign-in-panel';
import { api, refuse, server } from './support/api-server';
import { asVisitor } from './support/members';
import { renderScreen } from './support/render';

const suspended: SuspendedBody = {
  message: 'Your account is suspended: repeated posts naming a patient of the clinic in Saint-Étienne.',
  suspended: true,
  appealToken: '1764311400000.9f2c1ab7e04d.mac-of-the-token',
};
const statement = 'I am Dr. Renée O’Connor-Núñez; the “patient” in that post was a fictional teaching case, not a real person.';
const refusal: PhiRefusalBody = {
  message: PhiGuardMessages.refused,
  findings: [{ field: 'statement', kind: 'patient-name', excerpt: 'Renée O’Connor-Núñez', start: 9, end: 29 }],
  confirmationToken: 'lw0k1x.token-of-the-refusal',
};

type Render = ReturnType<typeof renderScreen>;

async function signIn(user: Render['user']) {
  await user.type(screen.getByLabelText('Username'), "o'connor.nunez");
  await user.type(screen.getByLabelText('Password'), 'Ünïcødé-pässwörd 42');
  await user.click(within(screen.getByRole('form', { name: 'Login' })).getByRole('button', { name: /Login/ }));
}

/** The appeal route, answering each input with `answer` and keeping what was sent. */
function appealRoute(answer: (input: SuspensionAppealInput) => Response) {
  const sent: SuspensionAppealInput[] = [];
  server.use(
    api.post(ApiRoutes.authSuspensionAppeal, async ({ request }) => {
      const input = (await request.json()) as SuspensionAppealInput;
      sent.push(input);
      return answer(input);
    }),
  );
  return sent;
}

async function writeAndSend(user: Render['user'], text = statement) {
  const region = await screen.findByRole('region', { name: 'Account suspended' });
  await user.click(within(region).getByLabelText('Your statement'));
  await user.paste(text);
  await user.click(within(region).getByRole('button', { name: 'Send appeal' }));
  return region;
}

describe('sign-in screen: appealing a suspension', () => {
  beforeEach(() => {
    server.use(asVisitor());
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  it('offers the appeal only when the refusal is a suspension with a token', async () => {
    // A plain 403 (no token) and a body that says suspended without a token get no form.
    const answers = [
      () => refuse(403, 'Your account is suspended'),
      () => HttpResponse.json({ message: 'Your account is suspended', suspended: true }, { status: 403 }),
      () => HttpResponse.json(suspended, { status: 403 }),
    ];
    server.use(api.post(ApiRoutes.authLogin, () => (answers.shift() as () => Response)()));
    const { user } = renderScreen(<SignInPanel />, { route: '/auth' });

    for (let attempt = 0; attempt < 2; attempt += 1) {
      await user.clear(screen.getByLabelText('Username'));
      await user.clear(screen.getByLabelText('Password'));
      await signIn(user);
      await waitFor(() => expect(answers).toHaveLength(2 - attempt));
      expect(screen.queryByRole('region', { name: 'Account suspended' })).not.toBeInTheDocument();
      expect(screen.queryByLabelText('Your statement')).not.toBeInTheDocument();
    }

    await user.clear(screen.getByLabelText('Username'));
    await user.clear(screen.getByLabelText('Password'));
    await signIn(user);
    const region = await screen.findByRole('region', { name: 'Account suspended' });
    expect(within(region).getByText(suspended.message)).toBeInTheDocument();
    expect(within(region).getByText('Appeal this suspension')).toBeInTheDocument();
    expect(within(region).getByLabelText('Your statement')).toHaveAttribute('maxlength', String(APPEAL_STATEMENT_MAX));
    expect(within(region).getByRole('button', { name: 'Send appeal' })).toBeDisabled();
  }, 20_000);

  it('files the appeal with the token, through the PHI refusal and its confirmation, and says it was sent', async () => {
    server.use(api.post(ApiRoutes.authLogin, () => HttpResponse.json(suspended, { status: 403 })));
    const sent = appealRoute((input) =>
      input.phiConfirmation ? HttpResponse.json({ id: 7 }, { status: 201 }) : HttpResponse.json(refusal, { status: 422 }),
    );
    const { user, router } = renderScreen(<SignInPanel />, { route: '/auth' });
    await signIn(user);
    const region = await writeAndSend(user);

    expect(await within(region).findByRole('alert', { name: 'Possible patient information' })).toHaveTextContent(PhiGuardMessages.refused);
    expect(within(region).getByLabelText('Your statement')).toHaveValue(statement);
    await user.click(within(region).getByRole('button', { name: 'Not patient information? Confirm with a reason' }));
    await user.click(within(region).getByLabelText('Why are these details not patient information?'));
    await user.paste('The name is my own: I am the member appealing.');
    await user.click(within(region).getByRole('button', { name: 'Confirm and send appeal' }));

    expect(await within(region).findByText('Appeal sent. Another moderator will review your suspension.')).toBeInTheDocument();
    expect(within(region).queryByLabelText('Your statement')).not.toBeInTheDocument();
    expect(sent).toEqual([
      { appealToken: suspended.appealToken, statement },
      {
        appealToken: suspended.appealToken,
        statement,
        phiConfirmation: { reason: 'The name is my own: I am the member appealing.', token: refusal.confirmationToken },
      },
    ]);
    expect(router.state.location.pathname).toBe('/auth');
  }, 20_000);

  it("shows the server's 409 when the suspension was already appealed", async () => {
    server.use(api.post(ApiRoutes.authLogin, () => HttpResponse.json(suspended, { status: 403 })));
    const sent = appealRoute(() => refuse(409, ModerationMessages.alreadyAppealed));
    const { user } = renderScreen(<SignInPanel />, { route: '/auth' });
    await signIn(user);
    const region = await writeAndSend(user, 'Again, please.');

    expect(await within(region).findByText(ModerationMessages.alreadyAppealed)).toBeInTheDocument();
    expect(within(region).queryByText(/Appeal sent/)).not.toBeInTheDocument();
    expect(sent).toEqual([{ appealToken: suspended.appealToken, statement: 'Again, please.' }]);
  }, 20_000);

  it('shows the expired-form message, and a new sign-in from the code step brings a fresh token', async () => {
    const challenge: LoginChallengeBody = { twoFactorRequired: true, message: LoginChallengeMessages.codeSent, sentTo: '(646) •••-••12' };
    const fresh: SuspendedBody = { ...suspended, appealToken: '1764312300000.aa01.mac-of-the-fresh-token' };
    const logins = [() => HttpResponse.json(suspended, { status: 403 }), () => HttpResponse.json(challenge)];
    server.use(
      api.post(ApiRoutes.authLogin, () => (logins.shift() as () => Response)()),
      // The two-factor code step answers the same 403 for a suspended account.
      api.post(ApiRoutes.authLoginVerifyCode, () => HttpResponse.json(fresh, { status: 403 })),
    );
    const sent = appealRoute((input) =>
      input.appealToken === fresh.appealToken ? HttpResponse.json({ id: 8 }, { status: 201 }) : refuse(403, ModerationMessages.appealToken),
    );
    const { user } = renderScreen(<SignInPanel />, { route: '/auth' });
    await signIn(user);
    const region = await writeAndSend(user);
    expect(await within(region).findByText(ModerationMessages.appealToken)).toBeInTheDocument();

    // Signing in again (here with two-factor sign-in) clears the old form and offers one with the new token.
    await user.clear(screen.getByLabelText('Username'));
    await user.clear(screen.getByLabelText('Password'));
    await signIn(user);
    await user.type(await screen.findByLabelText('Verification code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify Code' }));
    const again = await writeAndSend(user);
    expect(within(again).queryByText(ModerationMessages.appealToken)).not.toBeInTheDocument();
    expect(await within(again).findByText('Appeal sent. Another moderator will review your suspension.')).toBeInTheDocument();
    expect(sent.map(({ appealToken }) => appealToken)).toEqual([suspended.appealToken, fresh.appealToken]);
  }, 30_000);
});
