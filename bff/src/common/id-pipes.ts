import { BadRequestException, ParseIntPipe } from '@nestjs/common';

/** An id in a path: a whole number, else 400 with a message that names what the id is of. */
const idPipe = (of: string): ParseIntPipe =>
  new ParseIntPipe({ exceptionFactory: () => new BadRequestException(`The ${of} id must be a number`) });

export const MemberIdPipe = idPipe('user');
export const ConnectionIdPipe = idPipe('connection');
export const ConversationIdPipe = idPipe('conversation');
export const ContentIdPipe = idPipe('content');
export const CommentIdPipe = idPipe('comment');
export const NotificationIdPipe = idPipe('notification');
export const CaseIdPipe = idPipe('case');
export const DecisionIdPipe = idPipe('decision');
export const AppealIdPipe = idPipe('appeal');
/** Events, news and CME opportunities have always answered Nest's own message for a bad id; clients may match on it. */
export const ListingIdPipe = new ParseIntPipe();
export const LicenceIdPipe = idPipe('licence');
export const CreditIdPipe = idPipe('credit');
