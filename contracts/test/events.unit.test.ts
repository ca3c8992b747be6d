import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { allTopics, envelopeSchema, eventCatalog, findEventDefinition } from '../src';

/**
 * Golden payloads: one recorded event per type and version. A schema edit that would refuse events
 * already on the wire fails here; such a change needs a new version instead.
 */
const golden = (type: string, version: number) =>
  JSON.parse(readFileSync(join(__dirname, 'fixtures', `${type}.v${version}.json`), 'utf8')) as Record<string, unknown>;

describe('the event catalogue', () => {
  it.each(eventCatalog.map((definition) => [`${definition.type} v${definition.version}`, definition] as const))(
    '%s accepts its golden payload and travels on a known topic',
    (_name, definition) => {
      const event = golden(definition.type, definition.version);
      expect(() => envelopeSchema.validateSync(event)).not.toThrow();
      expect(() => definition.schema.validateSync(event.data, { strict: true })).not.toThrow();
      expect(allTopics).toContain(definition.topic);
    },
  );

  it('has one definition per type and version', () => {
    const keys = eventCatalog.map((definition) => `${definition.type}@${definition.version}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(findEventDefinition('identity.user.registered', 1)?.topic).toBe('identity.user.v1');
    expect(findEventDefinition('identity.user.registered', 99)).toBeUndefined();
  });

  it('refuses an envelope without the fields consumers rely on', () => {
    const { correlationId: _dropped, ...event } = golden('identity.user.registered', 1);
    expect(() => envelopeSchema.validateSync(event)).toThrow(/correlationId/);
  });
});
