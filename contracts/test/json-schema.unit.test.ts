import * as yup from 'yup';
import { contentInputSchema, openApiComponents, phiKinds, toOpenApiSchema } from '../src';

describe('toOpenApiSchema: a yup schema as the OpenAPI 3.0 schema of what it accepts', () => {
  it('writes an object with its required fields, nullable and defaulted ones', () => {
    const schema = yup.object({
      id: yup.number().integer().positive().required(),
      name: yup.string().defined(),
      note: yup.string().defined().nullable(),
      kind: yup
        .string()
        .oneOf(['a', 'b'] as const)
        .default('a'),
      later: yup.boolean().optional(),
    });
    expect(toOpenApiSchema(schema)).toEqual({
      type: 'object',
      properties: {
        id: { type: 'integer', minimum: 0, exclusiveMinimum: true },
        name: { type: 'string' },
        note: { type: 'string', nullable: true },
        kind: { type: 'string', enum: ['a', 'b'], default: 'a' },
        later: { type: 'boolean' },
      },
      required: ['id', 'name', 'note'],
    });
  });

  it('writes strings with lengths, patterns, formats and their values', () => {
    expect(
      toOpenApiSchema(
        yup
          .string()
          .trim()
          .required()
          .min(3)
          .max(40)
          .matches(/^[^\s@]*$/),
      ),
    ).toEqual({
      type: 'string',
      minLength: 3,
      maxLength: 40,
      pattern: '^[^\\s@]*$',
    });
    expect(toOpenApiSchema(yup.string().length(6))).toEqual({ type: 'string', minLength: 6, maxLength: 6 });
    expect(toOpenApiSchema(yup.string().email())).toEqual({ type: 'string', format: 'email' });
    expect(toOpenApiSchema(yup.string().uuid())).toEqual({ type: 'string', format: 'uuid' });
    expect(toOpenApiSchema(yup.string().url())).toEqual({ type: 'string', format: 'uri' });
    expect(toOpenApiSchema(yup.string().datetime())).toEqual({ type: 'string', format: 'date-time' });
    // A required choice is said by its values, not by a minimum length.
    expect(toOpenApiSchema(yup.string().required().oneOf(['x', 'y']))).toEqual({
      type: 'string',
      enum: ['x', 'y'],
    });
    expect(toOpenApiSchema(yup.string().oneOf(['x']).nullable())).toEqual({
      type: 'string',
      enum: ['x', null],
      nullable: true,
    });
    expect(toOpenApiSchema(yup.string().notOneOf(['admin']))).toEqual({
      type: 'string',
      not: { enum: ['admin'] },
    });
  });

  it('writes numbers with their bounds, inclusive or not', () => {
    expect(toOpenApiSchema(yup.number().min(0.25).max(1000).default(1))).toEqual({
      type: 'number',
      minimum: 0.25,
      maximum: 1000,
      default: 1,
    });
    expect(toOpenApiSchema(yup.number().integer().moreThan(1).lessThan(5))).toEqual({
      type: 'integer',
      minimum: 1,
      exclusiveMinimum: true,
      maximum: 5,
      exclusiveMaximum: true,
    });
  });

  it('writes arrays with their items and sizes; required lets an empty list through, as yup does', () => {
    expect(
      toOpenApiSchema(yup.array(yup.string().defined()).required().min(1).max(20).nullable().default([])),
    ).toEqual({
      type: 'array',
      items: { type: 'string' },
      minItems: 1,
      maxItems: 20,
      nullable: true,
      default: [],
    });
    expect(toOpenApiSchema(yup.array(yup.number()).required())).toEqual({
      type: 'array',
      items: { type: 'number' },
    });
  });

  it('writes mixed as any value, its values when it lists some, and what meta.openapi says over the rest', () => {
    expect(toOpenApiSchema(yup.mixed().required())).toEqual({});
    expect(toOpenApiSchema(yup.mixed<true>().oneOf([true] as const))).toEqual({
      type: 'boolean',
      enum: [true],
    });
    expect(
      toOpenApiSchema(
        yup.mixed().meta({ openapi: { type: 'object', additionalProperties: { type: 'integer' } } }),
      ),
    ).toEqual({
      type: 'object',
      additionalProperties: { type: 'integer' },
    });
  });

  it('leaves out references to sibling fields, resolves lazy schemas and closes noUnknown objects', () => {
    const schema = yup
      .object({
        password: yup.string().required(),
        confirm: yup.string().oneOf([yup.ref('password')]),
        place: yup.lazy(() => yup.string().max(10)),
      })
      .noUnknown();
    expect(toOpenApiSchema(schema)).toEqual({
      type: 'object',
      properties: {
        password: { type: 'string', minLength: 1 },
        confirm: { type: 'string' },
        place: { type: 'string', maxLength: 10 },
      },
      required: ['password'],
      additionalProperties: false,
    });
  });

  it('describes the wire shape of a real body: the content form', () => {
    const schema = toOpenApiSchema(contentInputSchema);
    expect(schema.required).toEqual(['title', 'body']);
    expect(schema.properties?.contentType).toEqual({
      type: 'string',
      enum: ['article', 'research', 'case_study'],
      default: 'article',
    });
    expect(schema.properties?.tags).toMatchObject({ type: 'array', items: { type: 'string' }, maxItems: 20 });
  });
});

describe('the OpenAPI components of the contracts', () => {
  const components = openApiComponents();

  it('name every answer type with every field of its interface', () => {
    expect(Object.keys(components.Content.properties ?? {})).toEqual(
      expect.arrayContaining(['id', 'title', 'summary', 'body', 'author', 'likesCount', 'likedByMe']),
    );
    // An optional field of the interface is not required; a nullable one is required and nullable.
    expect(components.Content.required).not.toContain('likedByMe');
    expect(components.Content.required).toContain('attachmentUrl');
    expect(components.Content.properties?.attachmentUrl).toEqual({ type: 'string', nullable: true });
    expect(components.User.properties?.mailingAddress).toMatchObject({ type: 'object', nullable: true });
  });

  it("have one error schema: {message}, and the optional fields of registration 409 and of the PHI guard's 422", () => {
    expect(components.ErrorBody).toEqual({
      type: 'object',
      properties: {
        message: { type: 'string' },
        existingAccount: { type: 'boolean', enum: [true] },
        username: { type: 'string' },
        findings: {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              field: { type: 'string' },
              kind: { type: 'string', enum: [...phiKinds] },
              excerpt: { type: 'string' },
              start: { type: 'integer', minimum: 0 },
              end: { type: 'integer', minimum: 0 },
            },
            required: ['field', 'kind', 'excerpt', 'start', 'end'],
          },
        },
        confirmationToken: { type: 'string' },
      },
      required: ['message'],
    });
  });
});
