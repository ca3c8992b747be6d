import { screen } from '@testing-library/react';
import { ApiRoutes, ModerationMessages, type ModerationDecision } from '@docnet/contracts';
import { DecisionPage } from '@/features/moderation/components/decision-page';
import { api, refuse, server } from './support/api-server';
import { signedInAs } from './support/members';
import { renderScreen } from './support/render';

const removal: ModerationDecision = {
  id: 41,
  caseId: 17,
  appealId: null,
  targetType: 'content',
  targetId: 230,
  subjectId: 1,
  moderatorId: null,
  moderator: null,
  action: 'remove',
  reason: 'The dosing contradicts the current guideline – see Dr. Núñez’s note.',
  decidedAt: '2026-11-28T09:00:00.000Z',
  appealable: true,
  appealableUntil: '2026-12-28T09:00:00.000Z',
  item: { title: 'Irrigation protocol', text: 'Sodium hypochlorite at 6 %.', contentId: 230, context: [] },
};

function showDecision(decision: ModerationDecision) {
  server.use(signedInAs(), api.get<ModerationDecision>(ApiRoutes.moderationDecisionById(decision.id), decision));
  return renderScreen(<DecisionPage id={String(decision.id)} />, { route: `/moderation/decisions/${decision.id}` });
}

describe('a moderation decision, as the member concerned reads it', () => {
  it('says until when a removal may be appealed, and that the removed post’s files go after it', async () => {
    showDecision(removal);
    expect(
      await screen.findByText('You can appeal until December 28, 2026; after that the decision is final and the files of the removed post are deleted.'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Send appeal' })).toBeVisible();
  });

  it('names no files for a decision about a member', async () => {
    showDecision({ ...removal, id: 44, targetType: 'member', targetId: 1, action: 'warn', item: null });
    expect(await screen.findByText('You can appeal until December 28, 2026; after that the decision is final.')).toBeVisible();
  });

  it('offers no appeal once the window has closed, and shows the refusal of an appeal sent just too late', async () => {
    showDecision({ ...removal, id: 42, appealable: false });
    expect(await screen.findByText('This decision cannot be appealed (any more).')).toBeVisible();
    expect(screen.queryByText(/You can appeal until/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send appeal' })).toBeNull();

    // The form was open when the window closed: the server's words say why the appeal is refused.
    server.use(api.post(ApiRoutes.moderationAppeals(43), () => refuse(400, ModerationMessages.appealWindowClosed)));
    const { user } = showDecision({ ...removal, id: 43 });
    await user.click(await screen.findByLabelText('Your statement'));
    await user.paste('The protocol follows the 2024 guideline; page 3 of the file cites it.');
    await user.click(screen.getByRole('button', { name: 'Send appeal' }));
    expect(await screen.findByText(ModerationMessages.appealWindowClosed)).toBeVisible();
  });
});
