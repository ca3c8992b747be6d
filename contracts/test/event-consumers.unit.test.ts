import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as contracts from '../src';
import {
  eventCatalog,
  EventConsumers,
  eventProducer,
  eventReaders,
  ProfileUpdatedV1,
  UserDeletedV1,
  type EventDefinition,
  type EventReader,
} from '../src';

/**
 * EventConsumers (what the AsyncAPI documents say each deployable consumes) against the code: the services'
 * `@EventPattern(XxxV1.type)` handlers and the platform's MemberCardsModule (profile.updated, identity.user.deleted), the BFF's
 * `case XxxV1.type`, `=== XxxV1.type` and `event.type === '<type>'` branches.
 */
const root = join(__dirname, '..', '..');

function sources(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.ts') ? [readFileSync(path, 'utf8')] : [];
  });
}

/** The catalogue's definitions by their exported names (`ContentPublishedV1`), as handlers name them. */
const definitionsByName = new Map<string, EventDefinition<string, object>>();
for (const [name, value] of Object.entries(contracts as Record<string, unknown>)) {
  const definition = eventCatalog.find((candidate) => candidate === value);
  if (definition) definitionsByName.set(name, definition);
}

function handledIn(reader: EventReader): string[] {
  const code = sources(join(root, reader === 'bff' ? 'bff' : `services/${reader}`, 'src')).join('\n');
  const handled = new Set<string>();
  for (const [, name] of code.matchAll(/(?:@EventPattern\(|case |=== )(\w+V\d+)\.type/g)) {
    const definition = definitionsByName.get(name);
    if (definition) handled.add(`${definition.type} v${definition.version}`);
  }
  for (const [, type] of code.matchAll(/\.type === '([a-z-]+\.[a-z-]+\.[a-z-]+)'/g))
    handled.add(`${type} v1`);
  if (/\bMemberCardsModule\b/.test(code))
    for (const kept of [ProfileUpdatedV1, UserDeletedV1]) handled.add(`${kept.type} v${kept.version}`);
  return [...handled].sort();
}

describe('the event consumers of the AsyncAPI documents', () => {
  it.each(eventReaders.map((reader) => [reader]))('list what %s handles', (reader) => {
    const declared = EventConsumers[reader]
      .map((definition) => `${definition.type} v${definition.version}`)
      .sort();
    expect(declared).toEqual(handledIn(reader));
  });

  it('name a publishing service for every event: its type context', () => {
    expect(eventCatalog.filter((definition) => eventProducer(definition) === undefined)).toEqual([]);
  });
});
