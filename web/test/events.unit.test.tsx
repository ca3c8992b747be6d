import { screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { ApiRoutes, type EventInput, type EventMark, type MedicalEvent } from '@docnet/contracts';
import { EventsPage } from '@/features/events/components/events-page';
import { api, held, refuse, server } from './support/api-server';
import { member } from './support/members';
import { renderScreen } from './support/render';

const day = (offset: number) => dayjs().add(offset, 'day').format('YYYY-MM-DD');

function medicalEvent(id: number, title: string, date: string, myMark: EventMark | null = null): MedicalEvent {
  return {
    id,
    title,
    description: 'Hands-on workshop on guided bone regeneration, with live surgery and case reviews.',
    date,
    time: '09:30',
    location: 'Centre des congrès, Montréal',
    type: 'in_person',
    organizerId: member.id,
    organizer: { id: member.id, name: member.name, specialty: member.specialty, affiliation: null, profilePicture: null },
    attendees: 12,
    createdAt: '2026-03-01T08:00:00.000Z',
    myMark,
  };
}

const page = () => renderScreen(<EventsPage signedIn />, { route: '/events', path: '/events' });

describe('events (/events)', () => {
  it("lists upcoming events soonest first, then 'Past Events', and says when a tab is empty", async () => {
    server.use(
      api.get(ApiRoutes.events, ({ request }) =>
        new URL(request.url).searchParams.get('type') === 'virtual'
          ? Response.json([])
          : Response.json([medicalEvent(1, 'Implantology Summit 2026', day(30)), medicalEvent(2, 'Périodontie : journée clinique', day(-3)), medicalEvent(3, "Children's Dentistry Forum", day(5))]),
      ),
    );
    const { user } = page();

    expect(await screen.findByRole('heading', { name: 'Upcoming Medical Conferences' })).toBeInTheDocument();
    const titles = (await screen.findAllByText(/Summit|Forum|journée/)).map((node) => node.textContent);
    expect(titles).toEqual(["Children's Dentistry Forum", 'Implantology Summit 2026', 'Périodontie : journée clinique']);
    expect(within(screen.getByRole('region', { name: 'Past Events' })).getByText('Périodontie : journée clinique')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Virtual' }));
    expect(await screen.findByText('No events found')).toBeInTheDocument();
  });

  it("marks 'Going' and shows it pressed; a failed mark says so", async () => {
    let stored: EventMark | null = null;
    server.use(
      api.get(ApiRoutes.events, () => Response.json([medicalEvent(1, 'Implantology Summit 2026', day(30), stored)])),
      api.put(ApiRoutes.eventMark(':id'), async ({ request }) => {
        stored = ((await request.json()) as { mark: EventMark }).mark;
        return Response.json(medicalEvent(1, 'Implantology Summit 2026', day(30), stored));
      }),
    );
    const { user } = page();

    const plans = await screen.findByRole('group', { name: 'Your plans for Implantology Summit 2026' });
    await user.click(within(plans).getByRole('button', { name: 'Going' }));
    await waitFor(() => expect(within(plans).getByRole('button', { name: /Going/ })).toHaveAttribute('aria-pressed', 'true'));
    expect(stored).toBe('going');

    server.use(api.put(ApiRoutes.eventMark(':id'), () => refuse(503, 'Service unavailable')));
    await user.click(within(plans).getByRole('button', { name: 'Interested' }));
    const failure = await screen.findByRole('alert');
    expect(within(failure).getByText('Action failed')).toBeInTheDocument();
    expect(within(failure).getByText('There was an error processing your request.')).toBeInTheDocument();
  });

  it("refuses an incomplete event with the form's messages, then creates it and confirms", async () => {
    const created: EventInput[] = [];
    const answer = held(async ({ request }) => {
      const body = (await request.json()) as EventInput;
      created.push(body);
      return Response.json(medicalEvent(9, body.title, body.date), { status: 201 });
    });
    server.use(api.get(ApiRoutes.events, []), api.post(ApiRoutes.events, answer.resolver));
    const { user } = page();

    await user.click(await screen.findByRole('button', { name: 'Post Event' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create a New Event' });
    await user.type(within(dialog).getByLabelText('Event Title'), 'Endo');
    await user.type(within(dialog).getByLabelText('Description'), 'Too short.');
    await user.click(within(dialog).getByRole('button', { name: 'Create Event' }));
    expect(await within(dialog).findByText('Title must be at least 5 characters')).toBeInTheDocument();
    expect(await within(dialog).findByText('Description must be at least 20 characters')).toBeInTheDocument();
    expect(await within(dialog).findByText('Date is required')).toBeInTheDocument();
    expect(await within(dialog).findByText('Time is required')).toBeInTheDocument();
    expect(await within(dialog).findByText('Location is required')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Event Title'), "dontics for the general dentist's practice");
    await user.type(within(dialog).getByLabelText('Description'), ' Rotary files, irrigation and obturation, step by step.');
    await user.type(within(dialog).getByLabelText('Date'), day(14));
    await user.type(within(dialog).getByLabelText('Time'), '18:00');
    await user.type(within(dialog).getByLabelText('Location'), 'Zürich, Universitätsspital');
    await user.click(within(dialog).getByRole('button', { name: 'Create Event' }));
    answer.release();

    expect(await screen.findByText('Event created')).toBeInTheDocument();
    expect(screen.getByText("Endodontics for the general dentist's practice is now listed in Events.")).toBeInTheDocument();
    expect(created).toEqual([
      expect.objectContaining({
        title: "Endodontics for the general dentist's practice",
        date: day(14),
        time: '18:00',
        location: 'Zürich, Universitätsspital',
        type: 'in_person',
      }),
    ]);
  });
});
