import type * as yup from 'yup';

/**
 * The OpenAPI 3.0 Schema Object subset the converter writes. OpenAPI 3.0 (what @nestjs/swagger emits) marks
 * null with `nullable` rather than a type list, so the AsyncAPI documents carry the same schemas with
 * their schemaFormat instead of a second dialect.
 */
export interface OpenApiSchema {
  type?: 'object' | 'array' | 'string' | 'number' | 'integer' | 'boolean';
  nullable?: boolean;
  enum?: unknown[];
  not?: OpenApiSchema;
  default?: unknown;
  description?: string;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean;
  exclusiveMaximum?: boolean;
  minItems?: number;
  maxItems?: number;
  items?: OpenApiSchema;
  properties?: Record<string, OpenApiSchema>;
  required?: string[];
  additionalProperties?: boolean | OpenApiSchema;
  $ref?: string;
}

declare module 'yup' {
  interface CustomSchemaMetadata {
    /** Written over the converted schema, for what yup cannot say (a record's values, a description). */
    openapi?: OpenApiSchema;
  }
}

type Description = yup.SchemaFieldDescription;
type Params = Record<string, unknown>;

/** The JSON schema of what a yup schema accepts on the wire (before its transforms), as OpenAPI 3.0 writes it. */
export function toOpenApiSchema(schema: yup.ISchema<unknown>): OpenApiSchema {
  // A value resolves the lazy schemas (yup describes an unresolved one by its type name only).
  return convert(schema.describe({ value: undefined }));
}

function convert(description: Description): OpenApiSchema {
  if (!('tests' in description)) return 'meta' in description ? { ...description.meta?.openapi } : {};
  const schema: OpenApiSchema = {};
  if (description.type === 'object' && 'fields' in description) {
    schema.type = 'object';
    schema.properties = Object.fromEntries(
      Object.entries(description.fields).map(([key, field]) => [key, convert(field)]),
    );
    const required = Object.entries(description.fields)
      .filter(([, field]) => isRequired(field))
      .map(([key]) => key);
    if (required.length > 0) schema.required = required;
  } else if (description.type === 'array') {
    schema.type = 'array';
    const inner = 'innerType' in description ? description.innerType : undefined;
    if (inner && !Array.isArray(inner)) schema.items = convert(inner);
  } else if (description.type === 'string' || description.type === 'boolean') {
    schema.type = description.type;
  } else if (description.type === 'number') {
    schema.type = description.tests.some((test) => test.name === 'integer') ? 'integer' : 'number';
  }
  for (const test of description.tests) applyTest(schema, test.name ?? '', test.params ?? {});
  const values = description.oneOf.filter(isJsonValue);
  if (values.length > 0) {
    schema.enum = description.nullable && !values.includes(null) ? [...values, null] : values;
    // `mixed().oneOf([true])` says no type; its values do.
    if (!schema.type && values.every((value) => typeof value === 'boolean')) schema.type = 'boolean';
    // Listing the values says more than a minimum length (required's).
    delete schema.minLength;
  }
  const excluded = description.notOneOf.filter(isJsonValue);
  if (excluded.length > 0) schema.not = { enum: excluded };
  // `mixed` (no type) already takes null.
  if (description.nullable && schema.type) schema.nullable = true;
  // An object's default is only what its fields' defaults add up to.
  if (description.default !== undefined && schema.type !== 'object' && isJsonValue(description.default))
    schema.default = description.default;
  return { ...schema, ...description.meta?.openapi };
}

/** What each yup test says about the value, in the keyword of the schema's type. */
function applyTest(schema: OpenApiSchema, name: string, params: Params): void {
  const text = schema.type === 'string';
  const list = schema.type === 'array';
  const number = (key: string) => (typeof params[key] === 'number' ? params[key] : undefined);
  switch (name) {
    case 'noUnknown':
      schema.additionalProperties = false;
      return;
    // Refuses '' (an empty list passes yup's required).
    case 'required':
      if (text) schema.minLength = Math.max(schema.minLength ?? 0, 1);
      return;
    case 'length':
      if (text) schema.minLength = schema.maxLength = number('length');
      if (list) schema.minItems = schema.maxItems = number('length');
      return;
    case 'min':
      if (text) schema.minLength = number('min');
      else if (list) schema.minItems = number('min');
      else if (params.more !== undefined)
        Object.assign(schema, { minimum: number('more'), exclusiveMinimum: true });
      else schema.minimum = number('min');
      return;
    case 'max':
      if (text) schema.maxLength = number('max');
      else if (list) schema.maxItems = number('max');
      else if (params.less !== undefined)
        Object.assign(schema, { maximum: number('less'), exclusiveMaximum: true });
      else schema.maximum = number('max');
      return;
    case 'matches':
      if (params.regex instanceof RegExp) schema.pattern = params.regex.source;
      return;
    case 'email':
    case 'uuid':
      schema.format = name;
      return;
    case 'url':
      schema.format = 'uri';
      return;
    case 'datetime':
      schema.format = 'date-time';
      return;
    default:
      // trim, integer (the type says it) and the contracts' own tests: nothing a JSON schema holds.
      return;
  }
}

function isRequired(field: Description): boolean {
  return 'optional' in field && !field.optional;
}

/** Leaves out what JSON cannot hold and yup's references to sibling fields (`oneOf([ref('password')])`). */
function isJsonValue(value: unknown): boolean {
  if (value === undefined || typeof value === 'function') return false;
  return !(
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    (value as { type?: unknown }).type === 'ref'
  );
}
