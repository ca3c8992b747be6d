import * as yup from 'yup';
import { contentResponseSchema, responseField, responseSchema, type AuthorCard } from '../src';

/**
 * An answer's schema is declared against its interface: a missing, extra or differently typed field does
 * not compile (the @ts-expect-error lines are checked by `npm run typecheck`), and what compiles validates
 * the answers it documents.
 */
describe('responseSchema', () => {
  const card: AuthorCard = { id: 2, name: 'Dr. Ada Lee', specialty: null, affiliation: 'Mercy', profilePicture: null };

  it('accepts a schema of exactly the interface and validates its values', () => {
    const schema = responseSchema<AuthorCard>()({
      id: responseField.id,
      name: responseField.text,
      specialty: responseField.optionalText,
      affiliation: responseField.optionalText,
      profilePicture: responseField.optionalText,
    });
    expect(schema.validateSync(card, { strict: true })).toEqual(card);
    expect(() => schema.validateSync({ ...card, name: undefined }, { strict: true })).toThrow(/name/);
  });

  it('refuses at compile time a missing field, an unknown one, or another type or nullability', () => {
    responseSchema<AuthorCard>()(
      // @ts-expect-error profilePicture is missing
      { id: responseField.id, name: responseField.text, specialty: responseField.optionalText, affiliation: responseField.optionalText },
    );
    responseSchema<AuthorCard>()({
      id: responseField.id,
      name: responseField.text,
      specialty: responseField.optionalText,
      affiliation: responseField.optionalText,
      profilePicture: responseField.optionalText,
      // @ts-expect-error not a field of AuthorCard
      bio: responseField.optionalText,
    });
    responseSchema<AuthorCard>()({
      // @ts-expect-error id is a number
      id: responseField.text,
      name: responseField.text,
      // @ts-expect-error specialty may be null
      specialty: yup.string().defined(),
      affiliation: responseField.optionalText,
      profilePicture: responseField.optionalText,
    });
  });

  it('documents Content answers as the content service gives them', () => {
    const content = {
      id: 7,
      title: 'Occlusal splints',
      summary: '',
      body: 'Night guards for bruxism.',
      contentType: 'article',
      tags: [],
      attachmentUrl: null,
      thumbnailUrl: null,
      viewCount: 0,
      publishedAt: '2026-01-02T03:04:05.000Z',
      createdAt: '2026-01-02T03:04:05.000Z',
      updatedAt: '2026-01-02T03:04:05.000Z',
      isPublished: true,
      authorId: 2,
      author: card,
      likesCount: 0,
      commentsCount: 0,
    };
    expect(contentResponseSchema.isValidSync(content, { strict: true })).toBe(true);
    expect(contentResponseSchema.isValidSync({ ...content, author: undefined }, { strict: true })).toBe(false);
  });
});
