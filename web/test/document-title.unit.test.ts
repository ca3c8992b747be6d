import { documentTitle } from '../src/utils/document-title';

describe('browser tab titles per route (every page was titled "DocNet")', () => {
  it("names the deepest matched route's screen, then the app", () => {
    expect(documentTitle([{ handle: undefined }, { handle: { title: 'Settings' } }])).toBe('Settings · DocNet');
    expect(documentTitle([{ handle: { title: 'Outer' } }, { handle: { title: 'Edit Profile' } }, { handle: {} }])).toBe('Edit Profile · DocNet');
  });

  it('is the app alone when no route names itself', () => {
    expect(documentTitle([])).toBe('DocNet');
    expect(documentTitle([{ handle: null }, { handle: { title: '' } }])).toBe('DocNet');
  });
});
