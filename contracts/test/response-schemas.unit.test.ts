import * as yup from 'yup';
import { contentResponseSchema, responseField, responseSchema, type AuthorCard } from '../src';
import { contentAnswer } from './fixtures/content-answer';

/**
 * An answer's schema is declared against its interface: a missing, extra or differently typed field does
 * not compile (the @ts-expect-error lines are checked by `npm run typecheck`), and what compiles validates
 * the answers it documents.
 */
describe('responseSchema', () => {
  const card: AuthorCard = {
    id: 2,
    name: 'Dr. Ada Lee',
    specialty: null,
    affiliation: 'Mercy',
    profilePicture: null,
    npiVerified: true,
  };

  it('accepts a schema of exactly the interface and validates its values', () => {
    const schema = responseSchema<AuthorCard>()({
      id: responseField.id,
      name: responseField.text,
      specialty: responseField.optionalText,
      affiliation: responseField.optionalText,
      profilePicture: responseField.optionalText,
      npiVerified: yup.boolean().defined(),
    });
    expect(schema.validateSync(card, { strict: true })).toEqual(card);
    expect(() => schema.validateSync({ ...card, name: undefined }, { strict: true })).toThrow(/name/);
  });

  it('refuses at compile time a missing field, an unknown one, or another type or nullability', () => {
    responseSchema<AuthorCard>()(
      // @ts-expect-error profilePicture is missing
      {
        id: responseField.id,
        name: responseField.text,
        specialty: responseField.optionalText,
        affiliation: responseField.optionalText,
      },
    );
    responseSchema<AuthorCard>()({
      id: responseField.id,
      name: responseField.text,
      specialty: responseField.optionalText,
      affiliation: responseField.optionalText,
      profilePicture: responseField.optionalText,
      npiVerified: yup.boolean().defined(),
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
      npiVerified: yup.boolean().defined(),
    });
  });

  it('validates the Content answer of the fixtures, and refuses it without a defined field', () => {
    expect(contentResponseSchema.isValidSync(contentAnswer, { strict: true })).toBe(true);
    expect(contentResponseSchema.isValidSync({ ...contentAnswer, author: undefined }, { strict: true })).toBe(
      false,
    );
  });
});
