import { screen, waitFor, within } from '@testing-library/react';
import { AccountDeletionMessages, ApiRoutes, DEFAULT_SECURITY_SETTINGS } from '@docnet/contracts';
import { SecurityTab } from '@/features/settings/components/security-tab';
import { api, held, noContent, refuse, server } from './support/api-server';
import { member } from './support/members';
import { renderScreen } from './support/render';

/** The Security tab with its danger zone opened: the deletion dialog. */
async function openDeletion() {
  server.use(api.get(ApiRoutes.securitySettings, DEFAULT_SECURITY_SETTINGS));
  const rendered = renderScreen(<SecurityTab user={member} />, { route: '/settings' });
  const zone = await screen.findByRole('region', { name: 'Danger zone' });
  expect(within(zone).getByText('Delete your account and everything in it. This cannot be undone.')).toBeInTheDocument();
  await rendered.user.click(within(zone).getByRole('button', { name: 'Delete account' }));
  const dialog = await screen.findByRole('dialog', { name: 'Delete your account' });
  return { ...rendered, dialog };
}

describe('settings, deleting the account', () => {
  it('says what goes and that it cannot be undone, and asks for the password before any call', async () => {
    const calls: unknown[] = [];
    server.use(api.delete(ApiRoutes.account, () => (calls.push('delete'), noContent())));
    const { user, dialog } = await openDeletion();

    expect(within(dialog).getByText('This cannot be undone.')).toBeInTheDocument();
    expect(within(dialog).getByText(/posts, comments and likes, connections and requests, messages, notifications/)).toBeInTheDocument();
    expect(within(dialog).getByText(/email address, phone number and NPI become free to register again/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByText(AccountDeletionMessages.passwordRequired)).toBeInTheDocument();
    expect(calls).toEqual([]);

    // Cancel leaves everything as it was.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete your account' })).not.toBeInTheDocument());
    expect(calls).toEqual([]);
  });

  it("keeps the dialog open on a wrong password, with the server's words beside the field", async () => {
    server.use(api.delete(ApiRoutes.account, () => refuse(400, AccountDeletionMessages.wrongPassword)));
    const { user, dialog } = await openDeletion();

    await user.type(within(dialog).getByLabelText('Password'), 'not-my-passw0rd');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByText(AccountDeletionMessages.wrongPassword)).toBeInTheDocument();
    expect(await screen.findByText('Account Not Deleted')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Delete my account' })).toBeInTheDocument();
  });

  it('sends the password, is busy while deleting, then says it is done and where the confirmation went', async () => {
    const bodies: unknown[] = [];
    const answer = held(async ({ request }) => {
      bodies.push(await request.json());
      return noContent();
    });
    server.use(api.delete(ApiRoutes.account, answer.resolver));
    const { user, dialog } = await openDeletion();

    await user.type(within(dialog).getByLabelText('Password'), "Siobhán's-Passw0rd");
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Delete my account' })).toHaveAttribute('aria-busy', 'true'));
    answer.release();

    expect(await within(dialog).findByText(AccountDeletionMessages.deleted)).toBeInTheDocument();
    expect(within(dialog).getByText(`We sent it to ${member.email}.`)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Go to the home page' })).toBeInTheDocument();
    expect(bodies).toEqual([{ password: "Siobhán's-Passw0rd" }]);
  });
});
