/**
 * Form and server agreement: a form's submit runs its resolver (react-hook-form's yupResolver
 * over the shared schema, as the component does) and its own transformations; the server runs
 * `validateInput` (the BFF's, then the service's) on the JSON the SPA sends. The property tests check that
 * the server accepts exactly what the form submits and that whatever the server refuses the form refused
 * first with the same message.
 */
import { yupResolver } from '@hookform/resolvers/yup';
import * as fc from 'fast-check';
import type { FieldErrors, FieldValues, ResolverOptions } from 'react-hook-form';
import type * as yup from 'yup';
import { validateInput } from '../../../services/platform/src/http/validate';

/** Fixed seed and a small number of runs: deterministic and fast in `npm test`. */
export const runs = { seed: 17_2026, numRuns: 150 } as const;

export type FormOutcome<T> = { ok: true; values: T } | { ok: false; messages: string[] };
export type ServerOutcome = { ok: true; value: Record<string, unknown> } | { ok: false; message: string };

/** Every message the resolver puts on the form's fields (one per field, nested lists and objects included). */
function messagesOf(errors: FieldErrors | undefined): string[] {
  if (!errors || typeof errors !== 'object') return [];
  const found: string[] = [];
  for (const value of Object.values(errors)) {
    if (!value || typeof value !== 'object') continue;
    const { message } = value as { message?: unknown };
    if (typeof message === 'string') found.push(message);
    found.push(...messagesOf(value as FieldErrors));
  }
  return found;
}

/** The form's submit: what handleSubmit hands over (the schema's output) or the messages it shows. */
export async function submitForm<T extends FieldValues>(
  schema: yup.AnyObjectSchema,
  raw: T,
): Promise<FormOutcome<T>> {
  const resolve = yupResolver(schema as never);
  const options = {
    fields: {},
    shouldUseNativeValidation: false,
    criteriaMode: 'firstError',
  } as unknown as ResolverOptions<T>;
  const result = await (
    resolve as unknown as (
      v: T,
      c: unknown,
      o: ResolverOptions<T>,
    ) => Promise<{ values: T; errors: FieldErrors }>
  )(raw, undefined, options);
  const messages = messagesOf(result.errors);
  return messages.length ? { ok: false, messages } : { ok: true, values: result.values };
}

/** The body as it travels: JSON drops undefined. */
const overTheWire = (body: unknown): unknown => JSON.parse(JSON.stringify(body ?? {}));

/** The server's answer: each layer (BFF, then the service) validates what the previous one passes on. */
export function serverReceives(body: unknown, ...layers: yup.AnyObjectSchema[]): ServerOutcome {
  let value = overTheWire(body) as Record<string, unknown>;
  try {
    for (const schema of layers) value = overTheWire(validateInput(schema, value)) as Record<string, unknown>;
    return { ok: true, value };
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * Accepted as sent: the server's value holds every field the form sent unchanged (it may add defaults and
 * drop nothing the form meant).
 */
export function expectAcceptedAsSent(payload: unknown, server: ServerOutcome): void {
  if (!server.ok)
    throw new Error(
      `the server refused what the form submitted: ${server.message} — ${JSON.stringify(payload)}`,
    );
  const sent = overTheWire(payload) as Record<string, unknown>;
  for (const [key, value] of Object.entries(sent)) {
    if (JSON.stringify(server.value[key]) !== JSON.stringify(value)) {
      throw new Error(
        `the server changed ${key}: sent ${JSON.stringify(value)}, kept ${JSON.stringify(server.value[key])}`,
      );
    }
  }
}

/** The form refused first, with the server's message among the ones it shows. */
export function expectRefusedFirst<T>(form: FormOutcome<T>, server: ServerOutcome, input: unknown): void {
  if (server.ok) return;
  if (form.ok)
    throw new Error(
      `the form let through what the server refuses (${server.message}): ${JSON.stringify(input)}`,
    );
  if (!form.messages.includes(server.message)) {
    throw new Error(
      `the server says "${server.message}", the form says ${JSON.stringify(form.messages)}: ${JSON.stringify(input)}`,
    );
  }
}

/**
 * The agreement for one form: `toPayload` is the form's own submit transformation, run on what the
 * resolver hands over when it accepts, and on the typed values themselves to ask the server what it
 * would make of the input had the form let it through.
 */
export async function checkAgreement<T extends FieldValues>(
  formSchema: yup.AnyObjectSchema,
  raw: T,
  toPayload: (values: T) => unknown,
  ...server: yup.AnyObjectSchema[]
): Promise<void> {
  const form = await submitForm(formSchema, raw);
  if (form.ok)
    expectAcceptedAsSent(toPayload(form.values), serverReceives(toPayload(form.values), ...server));
  let unchecked: unknown;
  try {
    unchecked = toPayload(raw);
  } catch {
    return; // the transformation needs checked values (e.g. numbers); the first half covers it
  }
  expectRefusedFirst(form, serverReceives(unchecked, ...server), raw);
}

// What members type.

const pad = (text: fc.Arbitrary<string>) =>
  fc
    .tuple(fc.constantFrom('', ' ', '  ', '\t'), text, fc.constantFrom('', ' ', '\n'))
    .map(([before, core, after]) => before + core + after);

/** Any text a member can paste: Unicode, emoji, apostrophes, nothing at all. */
export const anyText = (maxLength = 60) =>
  fc.oneof(
    fc.string({ maxLength }),
    fc.string({ unit: 'grapheme', maxLength }),
    fc.constantFrom('', ' ', "O'Brien-Smith", 'Zoë 🦷 Łukasz', '田中 太郎'),
  );

/** Text around a length limit, so both sides of every max() are tried. */
export const textNear = (limit: number, alphabet = 'abcdefghij ') =>
  fc
    .integer({ min: Math.max(0, limit - 3), max: limit + 3 })
    .chain((length) =>
      fc.string({ unit: fc.constantFrom(...alphabet.split('')), minLength: length, maxLength: length }),
    );

export const someText = (limit: number) => pad(fc.oneof(anyText(Math.min(limit, 80)), textNear(limit)));

export const emails = pad(
  fc.oneof(
    fc.emailAddress(),
    fc.constantFrom(
      'Dr.Chen@Clinic.example',
      'chen@clinic',
      'chen.clinic.example',
      '',
      "o'brien@example.org",
      `${'a'.repeat(250)}@b.co`,
    ),
  ),
);

/** Phone numbers as members type them: US with and without +1, international, extensions, too short or long. */
export const phones = pad(
  fc.oneof(
    fc.constantFrom(
      '+1 (615) 555-0142',
      '(615) 555-0142',
      '6155550142',
      '16155550142',
      '615.555.0142',
      '+44 20 7946 0958',
      '+44 20 7946 0958 ext. 12',
      '(615) 555-0142 ext. 1234',
      '615-555-0142 x7',
      '+33 1 42 68 53 00',
      '442079460958',
      '555-0142',
      '(555) 123-45678',
      '1-800-FLOWERS',
      '+1 (615) 555-0142 ext. 123456789012345678',
      '',
    ),
    fc.stringMatching(/^\+?[0-9 ().-]{0,24}$/),
    fc.integer({ min: 0, max: 99_999_999_999 }).map(String),
  ),
);
