import { screen, waitFor, within } from '@testing-library/react';
import { ApiRoutes, type Credentials, type User } from '@docnet/contracts';
import { SignInPanel } from '@/features/auth/components/sign-in-panel';
import { api, held, refuse, server } from './support/api-server';
import { asVisitor, member } from './support/members';
import { renderScreen } from './support/render';

const loginForm = () => screen.getByRole('form', { name: 'Login' });
const loginButton = () => within(loginForm()).getByRole('button', { name: /Login/ });

async function signIn(user: ReturnType<typeof renderScreen>['user'], username: string, password: string) {
  if (username) await user.type(screen.getByLabelText('Username'), username);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(loginButton());
}

describe('sign-in screen (/auth)', () => {
  beforeEach(() => server.use(asVisitor()));

  it('shows the tabs, the tagline and the forgot-password link', async () => {
    renderScreen(<SignInPanel />, { route: '/auth' });
    expect(screen.getByText('Professional Network for Doctors')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Activate My Account' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Forgot password' })).toBeInTheDocument();
  });

  it('refuses an empty or too short username and password with the rules’ messages, sending nothing', async () => {
    const { user } = renderScreen(<SignInPanel />, { route: '/auth' });
    await user.click(loginButton());
    expect(await screen.findByText('Username must be at least 3 characters')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();

    // Two letters and five characters are one short each; surrounding spaces do not count towards the three.
    await signIn(user, '  ab  ', '12345');
    expect(screen.getByText('Username must be at least 3 characters')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
    // No handler answers POST /api/auth/login here: a request would have failed the test.
  });

  it('shows the loading button while the sign-in is in flight, then goes home with the welcome toast', async () => {
    const sent: Credentials[] = [];
    const answer = held(async ({ request }) => {
      sent.push((await request.json()) as Credentials);
      return Response.json(member);
    });
    server.use(api.post(ApiRoutes.authLogin, answer.resolver), api.get<User>(ApiRoutes.authMe, member));
    const { user, router } = renderScreen(<SignInPanel />, { route: '/auth' });

    await signIn(user, 'soconnor', 'Ünïcødé-pässwörd 42');
    await waitFor(() => expect(loginButton()).toHaveClass('ant-btn-loading'));
    expect(router.state.location.pathname).toBe('/auth');

    answer.release();
    expect(await screen.findByText('Login Successful')).toBeInTheDocument();
    expect(screen.getByText('Welcome back!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(sent).toEqual([{ username: 'soconnor', password: 'Ünïcødé-pässwörd 42' }]);
  });

  it("shows 'Login Failed' with the server's message on a 401 and keeps the member on the form", async () => {
    const logged = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.use(api.post(ApiRoutes.authLogin, () => refuse(401, 'Invalid username or password')));
    const { user, router } = renderScreen(<SignInPanel />, { route: '/auth' });

    await signIn(user, "o'connor.nuñez", 'wrong-password');
    const toast = await screen.findByRole('alert');
    expect(within(toast).getByText('Login Failed')).toBeInTheDocument();
    expect(within(toast).getByText('Invalid username or password')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth');
    expect(loginButton()).not.toHaveClass('ant-btn-loading');
    expect(screen.getByLabelText('Username')).toHaveValue("o'connor.nuñez");
    expect(logged).toHaveBeenCalledWith('Sign-in failed', expect.objectContaining({ status: 401 }));
  });

  it("falls back to 'Login failed' when the refusal carries no message", async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.use(api.post(ApiRoutes.authLogin, () => new Response('', { status: 500 })));
    const { user } = renderScreen(<SignInPanel />, { route: '/auth' });

    await signIn(user, 'soconnor', 'correct-horse');
    const toast = await screen.findByRole('alert');
    expect(within(toast).getByText('Login failed')).toBeInTheDocument();
  });
});
