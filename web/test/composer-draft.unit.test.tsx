import { screen, waitFor, within } from '@testing-library/react';
import { ApiRoutes, type ContentInput } from '@docnet/contracts';
import { Composer } from '@/features/content/components/composer';
import { composerDraftKey } from '@/features/content/utils/composer-draft';
import { forgetDeviceData } from '@/lib/device-data';
import { api, server } from './support/api-server';
import { colleague, member } from './support/members';
import { renderScreen } from './support/render';

const title = "Guided bone regeneration after a failed implant: what I'd do differently";
const body = 'Patient presented with peri-implantitis around 36.\n\nAfter debridement we grafted with a résorbable membrane…';

const composer = (user = member) => renderScreen(<Composer user={user} />);

async function openAndType(rendered: ReturnType<typeof composer>) {
  await rendered.user.click(screen.getByRole('button', { name: 'Share a case study, article, or update...' }));
  const dialog = await screen.findByRole('dialog', { name: 'Create Content' });
  // Pasted, not typed key by key: jsdom re-renders the whole form per key.
  await rendered.user.click(within(dialog).getByLabelText('Title'));
  await rendered.user.paste(title);
  await rendered.user.click(within(dialog).getByLabelText('Body'));
  await rendered.user.paste(body);
  return dialog;
}

/** The question on Cancel: antd's confirm (the latest one, an earlier one may still be closing). */
const question = async () => (await screen.findAllByText('Discard this draft?')).at(-1)!.closest<HTMLElement>('.ant-modal')!;

/** A reload: the page goes, what the device keeps stays. */
async function reopen(user = member) {
  const again = composer(user);
  await again.user.click(screen.getByRole('button', { name: 'Share a case study, article, or update...' }));
  return { ...again, dialog: await screen.findByRole('dialog', { name: 'Create Content' }) };
}

// The lazy dialog and antd's form take seconds to mount in jsdom, twice in some tests.
jest.setTimeout(20_000);

describe('composer drafts', () => {
  it('keeps what a member is writing through a reload, for that member only', async () => {
    const first = composer();
    await openAndType(first);
    first.unmount();
    const { dialog, unmount } = await reopen();
    expect(within(dialog).getByLabelText('Title')).toHaveValue(title);
    expect(within(dialog).getByLabelText('Body')).toHaveValue(body);
    unmount();

    // Another member signing in on the same device starts empty.
    const other = await reopen(colleague);
    expect(within(other.dialog).getByLabelText('Title')).toHaveValue('');
  });

  it('asks before the page is left while the form holds text, and not once it is empty', async () => {
    const rendered = composer();
    const dialog = await openAndType(rendered);
    const leaving = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(leaving);
    expect(leaving.defaultPrevented).toBe(true);

    await rendered.user.clear(within(dialog).getByLabelText('Title'));
    await rendered.user.clear(within(dialog).getByLabelText('Body'));
    const emptyLeaving = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(emptyLeaving);
    expect(emptyLeaving.defaultPrevented).toBe(false);
    expect(localStorage.getItem(composerDraftKey(member.id))).toBeNull();
  });

  it('asks on Cancel: Keep draft keeps it for the next opening, Discard throws it away', async () => {
    const rendered = composer();
    const dialog = await openAndType(rendered);
    await rendered.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    const asked = await question();
    await rendered.user.click(within(asked).getByRole('button', { name: 'Keep draft' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Create Content' })).not.toBeInTheDocument());

    await rendered.user.click(screen.getByRole('button', { name: 'Share a case study, article, or update...' }));
    const reopened = await screen.findByRole('dialog', { name: 'Create Content' });
    expect(within(reopened).getByLabelText('Body')).toHaveValue(body);
    await rendered.user.click(within(reopened).getByRole('button', { name: 'Cancel' }));
    const again = await question();
    await rendered.user.click(within(again).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(localStorage.getItem(composerDraftKey(member.id))).toBeNull());
  });

  it('is cleared once published', async () => {
    const published: ContentInput[] = [];
    server.use(
      api.post(ApiRoutes.contents, async ({ request }) => {
        const input = (await request.json()) as ContentInput;
        published.push(input);
        return Response.json({ ...input, id: 88, summary: input.summary ?? '', viewCount: 0, publishedAt: new Date().toISOString(), createdAt: new Date().toISOString(), updatedAt: new Date().toISOString(), isPublished: true, authorId: member.id, author: null, likesCount: 0, commentsCount: 0 }, { status: 201 });
      }),
      api.get(ApiRoutes.contents, { contents: [], total: 0 }),
    );
    const rendered = composer();
    const dialog = await openAndType(rendered);
    await rendered.user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(published).toHaveLength(1));
    await waitFor(() => expect(localStorage.getItem(composerDraftKey(member.id))).toBeNull());
    rendered.unmount();

    const { dialog: next } = await reopen();
    expect(within(next).getByLabelText('Title')).toHaveValue('');
  });

  it("is forgotten with the member's other device data at sign-out, and the device's own settings stay", async () => {
    await openAndType(composer());
    localStorage.setItem('theme', 'dark');
    expect(localStorage.getItem(composerDraftKey(member.id))).toContain('peri-implantitis');
    await forgetDeviceData();
    expect(localStorage.getItem(composerDraftKey(member.id))).toBeNull();
    expect(localStorage.getItem('theme')).toBe('dark');
  });
});
