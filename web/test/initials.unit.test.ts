import { initials } from '../src/utils/initials';

describe('avatar initials (at most two letters)', () => {
  it.each([
    ['Dr. Sarah Chen', 'SC'],
    ['marcus reed', 'MR'],
    ['Priya', 'P'],
    ['Anna Maria de la Cruz', 'AM'],
    ['Dr.', 'D'],
    ['', ''],
    [null, ''],
  ])('%s → %s', (name, expected) => {
    expect(initials(name)).toBe(expected);
  });
});
