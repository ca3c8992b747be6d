import { HomeFirstReads, userWith, type Content, type ContentListResponse, type User } from '@docnet/contracts';
import { unstable_serialize } from 'swr';
import { feedKey } from '@/features/feed/api/get-feed-contents';

/**
 * A made-up member and feed for the build's prerender of /: the member's home is rendered with them only to
 * collect the antd styles it draws with, never shown. The page then carries those styles, and antd does not
 * generate and insert them in the member's browser while the first screen is due (it cost about a third of
 * the home screen's first render on a phone).
 */
const member: User = userWith({
  id: 1,
  name: 'Dr. Sample Member',
  username: 'sample.member',
  email: 'sample.member@docnet.invalid',
  specialty: 'General Dentistry',
  hospital: 'Sample Dental Clinic',
  createdAt: '2026-01-01T00:00:00.000Z',
});

const post = (id: number, contentType: Content['contentType'], tags: string[]): Content => ({
  id,
  title: 'Sample post',
  summary: 'A summary of the sample post.',
  body: 'The body of the sample post.',
  contentType,
  tags,
  attachmentUrl: null,
  thumbnailUrl: null,
  viewCount: 3,
  publishedAt: '2026-01-02T00:00:00.000Z',
  createdAt: '2026-01-02T00:00:00.000Z',
  updatedAt: '2026-01-02T00:00:00.000Z',
  isPublished: true,
  authorId: member.id,
  author: { id: member.id, name: member.name, specialty: member.specialty, affiliation: null, profilePicture: null, npiVerified: false },
  likesCount: 2,
  commentsCount: 1,
  likedByMe: true,
});

const feed: ContentListResponse = {
  contents: [post(2, 'article', ['implants', 'periodontics']), post(1, 'case_study', [])],
  total: 2,
};

/** swr's fallback answers of the member's first reads, keyed as the SPA's hooks key them. */
export const sampleMemberReads: Record<string, unknown> = {
  [HomeFirstReads.signedInMember]: member,
  [unstable_serialize(feedKey)]: feed,
  [HomeFirstReads.events]: [],
  [HomeFirstReads.latestNews]: [],
};
