import { screen, waitFor, within } from '@testing-library/react';
import { ApiRoutes, userWith, type User } from '@docnet/contracts';
import { PracticeInfoForm } from '@/features/profile/components/practice-info-form';
import { api, server } from './support/api-server';
import { member } from './support/members';
import { renderScreen } from './support/render';

const practising: User = userWith({
  ...member,
  practiceName: "O'Connor-Nuñez Périodontie",
  practiceType: 'solo',
  dentalSpecialties: ['periodontics'],
  languagesSpoken: ['english', 'Kreyòl Ayisyen'],
  insurancesAccepted: ['delta_dental'],
});

/** Renders the Practice Information tab; `saved` collects the bodies of PATCH /api/profile/practice. */
function practiceTab() {
  const saved: Record<string, unknown>[] = [];
  server.use(
    api.patch(ApiRoutes.profilePractice, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      saved.push(body);
      return Response.json({ ...practising, ...body });
    }),
    api.get<User>(ApiRoutes.usersById(':id'), practising),
    api.get<User>(ApiRoutes.profile, practising),
    api.get<User>(ApiRoutes.authMe, practising),
  );
  return { saved, ...renderScreen(<PracticeInfoForm user={practising} />) };
}

describe('Practice Information: "Other" languages and insurances', () => {
  it("shows a stored own language as typed, adds 'Tagalog' with Enter and a regional insurer with Add, and saves them beside the listed values", async () => {
    const { user, saved } = practiceTab();
    const languages = screen.getByRole('group', { name: 'Languages Spoken' });
    expect(within(languages).getByText('Kreyòl Ayisyen')).toBeInTheDocument();

    await user.type(within(languages).getByRole('textbox', { name: 'Other language' }), '  Tagalog {Enter}');
    expect(within(languages).getByText('Tagalog')).toBeInTheDocument();
    expect(within(languages).getByRole('textbox', { name: 'Other language' })).toHaveValue('');

    const insurances = screen.getByRole('group', { name: 'Insurances Accepted' });
    await user.type(within(insurances).getByRole('textbox', { name: 'Other insurance' }), 'Blue Cross NC');
    await user.click(within(insurances).getByRole('button', { name: 'Add' }));
    expect(within(insurances).getByText('Blue Cross NC')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save Practice Information' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({
      languagesSpoken: ['english', 'Kreyòl Ayisyen', 'Tagalog'],
      insurancesAccepted: ['delta_dental', 'Blue Cross NC'],
    });
  });

  it('checks the listed box for a listed language typed in another case, and removes an own entry with its ×', async () => {
    const { user } = practiceTab();
    const languages = screen.getByRole('group', { name: 'Languages Spoken' });
    await user.type(within(languages).getByRole('textbox', { name: 'Other language' }), 'SPANISH{Enter}');
    expect(within(languages).getByRole('checkbox', { name: 'Spanish' })).toBeChecked();
    expect(within(languages).queryByText('SPANISH')).not.toBeInTheDocument();

    await user.click(within(languages).getByLabelText('Remove Kreyòl Ayisyen'));
    expect(within(languages).queryByText('Kreyòl Ayisyen')).not.toBeInTheDocument();
  });

  it('refuses markup and a 200-character entry with the reason beside the input, keeping what was typed', async () => {
    const { user, saved } = practiceTab();
    const languages = screen.getByRole('group', { name: 'Languages Spoken' });
    const input = within(languages).getByRole('textbox', { name: 'Other language' });
    await user.type(input, '<script>alert(1)</script>{Enter}');
    expect(within(languages).getByRole('alert')).toHaveTextContent(
      'A language of your own is 2 to 60 letters, spaces, apostrophes or hyphens',
    );
    expect(input).toHaveValue('<script>alert(1)</script>');
    expect(input).toHaveAttribute('aria-invalid', 'true');

    await user.clear(input);
    await user.click(input);
    await user.paste('a'.repeat(200));
    await user.click(within(languages).getByRole('button', { name: 'Add' }));
    expect(within(languages).getByRole('alert')).toHaveTextContent('A language of your own is 2 to 60 letters');
    expect(saved).toHaveLength(0);
  });
});
