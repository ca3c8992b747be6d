import { screen, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { ApiRoutes, type Content, type MedicalEvent } from '@docnet/contracts';
import { FeedSection } from '@/features/feed/components/feed-section';
import { api, server } from './support/api-server';
import { member } from './support/members';
import { renderScreen } from './support/render';

const hoursAgo = (hours: number) => dayjs().subtract(hours, 'hour').toISOString();
const day = (offset: number) => dayjs().add(offset, 'day').format('YYYY-MM-DD');

function post(id: number, title: string, publishedAt: string): Content {
  return {
    id, title, summary: '', body: 'Notes from the clinic.', contentType: 'article', tags: [], attachmentUrl: null, thumbnailUrl: null,
    viewCount: 0, publishedAt, createdAt: publishedAt, updatedAt: publishedAt, isPublished: true, authorId: member.id, author: null,
    likesCount: 0, commentsCount: 0,
  };
}

function medicalEvent(id: number, title: string, date: string, createdAt: string): MedicalEvent {
  return {
    id, title, description: 'Hands-on workshop with live surgery.', date, time: '09:30', location: 'Centre des congrès, Montréal',
    type: 'in_person', organizerId: member.id,
    organizer: { id: member.id, name: member.name, specialty: member.specialty, affiliation: null, profilePicture: null },
    attendees: 4, createdAt, myMark: null,
  };
}

describe('events in the home feed', () => {
  it('sit by when they were posted, dated so in the corner, with their own day said to be upcoming or past', async () => {
    server.use(api.get(ApiRoutes.contents, { contents: [post(1, "Today's case: a cracked molar", hoursAgo(1)), post(2, 'Last week’s reading list', hoursAgo(24 * 8))], total: 2 }));
    const nextYear = medicalEvent(7, 'Implantology Summit 2027', day(300), hoursAgo(48));
    const lastMonth = medicalEvent(8, "Journée d'endodontie", day(-30), hoursAgo(24 * 40));
    renderScreen(<FeedSection events={[lastMonth, nextYear]} news={[]} renderContent={(content) => <article aria-label={content.title}>{content.title}</article>} />);

    const feed = await screen.findByRole('region', { name: 'Your Feed' });
    await within(feed).findByRole('article', { name: "Today's case: a cracked molar" });
    // Newest first by posting: an event a year ahead does not sit above today's post, nor below last week's.
    expect(within(feed).getAllByRole('article').map((item) => item.getAttribute('aria-label'))).toEqual([
      "Today's case: a cracked molar",
      'Implantology Summit 2027',
      'Last week’s reading list',
      "Journée d'endodontie",
    ]);

    const summit = within(feed).getByRole('article', { name: 'Implantology Summit 2027' });
    expect(within(summit).getByText(dayjs(hoursAgo(48)).format('MMM D, YYYY'))).toBeInTheDocument();
    expect(within(summit).getByText('Upcoming')).toBeInTheDocument();
    expect(within(summit).getByText(new RegExp(`^${dayjs(day(300)).format('MMM D, YYYY')} · 09:30`))).toBeInTheDocument();
    const past = within(feed).getByRole('article', { name: "Journée d'endodontie" });
    expect(within(past).getByText('Past event')).toBeInTheDocument();
    expect(within(past).queryByText('Upcoming')).not.toBeInTheDocument();
  });
});
