import { contentInputFields, fieldList } from '../src';

describe('field lists (one list a record is copied by)', () => {
  interface Form {
    title: string;
    note?: string;
  }

  it('name every field of their type, and compile only then', () => {
    expect(fieldList<Form>()(['title', 'note'])).toEqual(['title', 'note']);
    // @ts-expect-error a field of the type left out would be validated, then dropped by the copy
    fieldList<Form>()(['title']);
    // @ts-expect-error a field the type lacks
    fieldList<Form>()(['title', 'note', 'author']);
  });

  it("list a content's written fields, not the server-decided ones", () => {
    expect(contentInputFields).toEqual(expect.arrayContaining(['title', 'body', 'summary']));
    expect(contentInputFields).not.toContain('isPublished');
    expect(contentInputFields).not.toContain('publishedAt');
  });
});
