import { pickFields } from '../src';

describe('pickFields', () => {
  it('copies the listed fields only, and leaves an undefined one absent', () => {
    const record: { id: number; title: string; note?: string; outbox: string[] } = {
      id: 7,
      title: 'A case',
      note: undefined,
      outbox: ['event'],
    };
    const picked = pickFields(record, ['id', 'title', 'note']);
    expect(picked).toEqual({ id: 7, title: 'A case' });
    expect('note' in picked).toBe(false);
    expect(pickFields({ ...record, note: 'kept' }, ['note'])).toEqual({ note: 'kept' });
  });
});
