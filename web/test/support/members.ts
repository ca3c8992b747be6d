import { ApiRoutes, userWith, type ConnectionListItem, type ConnectionStatus, type ConnectionUser, type User } from '@docnet/contracts';
import { api, refuse } from './api-server';

/** Members of the component tests: names with apostrophes and accents, as members type them. */
export const member: User = userWith({
  id: 41,
  name: "Dr. Siobhán O'Connor-Nuñez",
  username: 'soconnor',
  email: 'siobhan.oconnor@clinic.example',
  specialty: 'Periodontics',
  hospital: 'Hôpital Saint-Éloi Dental Clinic',
  createdAt: '2026-01-05T09:30:00.000Z',
});

export const colleague: User = userWith({
  id: 57,
  name: 'Dr. José Ángel Müller',
  username: 'jamuller',
  email: 'jose.muller@clinic.example',
  specialty: 'Orthodontics',
  hospital: 'Zürich Smile Centre',
  createdAt: '2026-02-11T14:00:00.000Z',
});

/** GET /api/auth/me as a visitor sees it: 401, which the SPA reads as 'not signed in'. */
export const asVisitor = () => api.get(ApiRoutes.authMe, () => refuse(401, 'Not signed in'));

/** GET /api/auth/me answering the signed-in member. */
export const signedInAs = (user: User = member) => api.get<User>(ApiRoutes.authMe, user);

/** The card of a member as the connection lists and suggestions carry it. */
export function cardOf(user: User): ConnectionUser {
  const { id, name, specialty, hospital, affiliation, city, state, profilePicture } = user;
  return { id, name, specialty, hospital, affiliation, city, state, profilePicture };
}

/** An entry of the connection lists: `from` asked `to`; `user` is the other member's card as `viewer` sees it. */
export function connectionItem(id: number, from: User, to: User, status: ConnectionStatus, viewer: User = to): ConnectionListItem {
  return {
    connection: { id, requesterId: from.id, receiverId: to.id, status, createdAt: '2026-03-02T10:15:00.000Z' },
    user: cardOf(viewer.id === from.id ? to : from),
  };
}
