import type { ParseIntPipe } from '@nestjs/common';
import {
  CommentIdPipe,
  ConnectionIdPipe,
  ContentIdPipe,
  ConversationIdPipe,
  ListingIdPipe,
  MemberIdPipe,
  NotificationIdPipe,
} from '../src/common/id-pipes';

// Clients show these messages; each kind of id keeps the one it answered before the pipes were shared.
describe('an id in a path', () => {
  const refusal = async (pipe: ParseIntPipe): Promise<unknown> =>
    pipe.transform('abc', { type: 'param', data: 'id' }).then(
      () => 'accepted',
      (error: { getStatus(): number; message: string }) => ({ status: error.getStatus(), message: error.message }),
    );

  it.each([
    ['The user id must be a number', MemberIdPipe],
    ['The connection id must be a number', ConnectionIdPipe],
    ['The conversation id must be a number', ConversationIdPipe],
    ['The content id must be a number', ContentIdPipe],
    ['The comment id must be a number', CommentIdPipe],
    ['The notification id must be a number', NotificationIdPipe],
    ['Validation failed (numeric string is expected)', ListingIdPipe],
  ])('that is not a number is refused: 400 %s', async (message, pipe) => {
    expect(await refusal(pipe)).toEqual({ status: 400, message });
  });

  it('that is a whole number is read as one', async () => {
    expect(await MemberIdPipe.transform('42', { type: 'param', data: 'id' })).toBe(42);
  });
});
