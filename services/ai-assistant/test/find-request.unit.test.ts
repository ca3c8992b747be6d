import { findRequestOf } from '../src/modules/chat/domain/find-request';

describe("the built-in assistant's find requests", () => {
  it.each([
    ['find an endodontist in Austin', { specialty: 'Endodontist', place: { city: 'Austin' } }],
    ['search for orthodontists', { specialty: 'Orthodontist' }],
    ['is there a periodontist near me?', { specialty: 'Periodontist', place: 'near-me' }],
    ['Any pediatric dentists in my area?', { specialty: 'Pediatric Dentist', place: 'near-me' }],
    ['Find a cardiologist in San Antonio, Texas please', { specialty: 'Cardiologist', place: { city: 'San Antonio', state: 'TX' } }],
    ['are there oral surgeons in tx?', { specialty: 'Oral Surgeon', place: { state: 'TX' } }],
    ["find Dr. O'Connor in Austin", { name: "O'Connor", place: { city: 'Austin' } }],
    ['look for a dentist named Zoë Ñúñez', { name: 'Zoë Ñúñez' }],
    ['find a specialist in oral surgery', { specialty: 'Oral Surgeon' }],
    ['Who is an implantologist near me', { specialty: 'Implantologist', place: 'near-me' }],
  ])('reads %p', (message, expected) => {
    const request = findRequestOf(message);
    expect({ specialty: request?.specialty?.searchTerm, place: request?.place, name: request?.name }).toEqual({
      specialty: undefined,
      place: undefined,
      name: undefined,
      ...expected,
    });
  });

  it('knows a specialty by every word it goes by', () => {
    expect(findRequestOf('search for endodontists')?.specialty?.words).toEqual(['endodontics', 'endodontist']);
    expect(findRequestOf('find a general dentist')?.specialty?.words).toEqual(['general dentistry', 'general dentist', 'general practitioner']);
  });

  it.each([
    'How can I expand my professional network?',
    'Any career advice for me?',
    'Can you give me some connection recommendations?',
    'find colleagues to connect with',
    'hello',
  ])('leaves %p to the other intents', (message) => {
    expect(findRequestOf(message)).toBeUndefined();
  });
});
