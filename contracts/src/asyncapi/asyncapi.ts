import { envelopeSchema } from '../envelope';
import { EventConsumers, eventProducer, eventReaders, type EventReader } from '../events/consumers';
import type { EventDefinition } from '../events/define-event';
import { eventCatalog } from '../events';
import { ApiRoutes } from '../http/routes';
import type { ServiceName } from '../services/catalog';
import { toOpenApiSchema, type OpenApiSchema } from '../openapi/json-schema';

type Definition = EventDefinition<string, object>;
type Ref = { $ref: string };

/** The payloads are OpenAPI 3.0 schemas, the converter's one dialect (AsyncAPI 3.0 takes them with this format). */
const PAYLOAD_FORMAT = 'application/vnd.oai.openapi+json;version=3.0.0';

export interface AsyncApiMessage {
  name: string;
  title: string;
  contentType: 'application/json';
  payload: { schemaFormat: string; schema: OpenApiSchema };
  bindings: { kafka: { key: OpenApiSchema; bindingVersion: string } };
  'x-event-type': string;
  'x-event-version': number;
  'x-producer': ServiceName | undefined;
  'x-consumers': EventReader[];
}

/** An AsyncAPI 3.0 document: what one deployable sends and receives on Kafka. */
export interface AsyncApiDocument {
  asyncapi: '3.0.0';
  info: { title: string; version: string; description: string };
  defaultContentType: 'application/json';
  channels: Record<string, { address: string; messages: Record<string, Ref> }>;
  operations: Record<string, { action: 'send' | 'receive'; channel: Ref; messages: Ref[] }>;
  components: { messages: Record<string, AsyncApiMessage> };
}

/** Served at ApiRoutes.asyncApiIndex: every document and what it covers. */
export interface AsyncApiIndex {
  documents: { name: EventReader; url: string; sends: string[]; receives: string[] }[];
}

// AsyncAPI 3.0 ids are [A-Za-z0-9_-]: `content.content.v1` → `content_content_v1`.
const idOf = (text: string) => text.replace(/[^A-Za-z0-9_-]/g, '_');
const messageId = (definition: Definition) => idOf(`${definition.type}.v${definition.version}`);

/** The events a deployable publishes (its own context's) and those it consumes. */
function eventsOf(reader: EventReader): { sends: Definition[]; receives: Definition[] } {
  return {
    sends: eventCatalog.filter((definition) => eventProducer(definition) === reader),
    receives: [...EventConsumers[reader]],
  };
}

function message(definition: Definition): AsyncApiMessage {
  const envelope = toOpenApiSchema(envelopeSchema);
  return {
    name: definition.type,
    title: `${definition.type} v${definition.version}`,
    contentType: 'application/json',
    payload: {
      schemaFormat: PAYLOAD_FORMAT,
      // The envelope as it travels, its type, version and data narrowed to this event.
      schema: {
        ...envelope,
        properties: {
          ...envelope.properties,
          type: { type: 'string', enum: [definition.type] },
          version: { type: 'integer', enum: [definition.version] },
          data: toOpenApiSchema(definition.schema),
        },
      },
    },
    bindings: {
      kafka: {
        key: { type: 'string', description: 'aggregateId: one aggregate keeps its order' },
        bindingVersion: '0.5.0',
      },
    },
    'x-event-type': definition.type,
    'x-event-version': definition.version,
    'x-producer': eventProducer(definition),
    'x-consumers': eventReaders.filter((reader) => EventConsumers[reader].includes(definition)),
  };
}

/** The AsyncAPI document of one deployable, generated from the event catalogue and its consumers. */
export function asyncApiDocument(reader: EventReader): AsyncApiDocument {
  const { sends, receives } = eventsOf(reader);
  const document: AsyncApiDocument = {
    asyncapi: '3.0.0',
    info: {
      title: `DocNet ${reader} events`,
      version: '1',
      description:
        `The domain events ${reader} publishes and consumes on Kafka. Each message is the event envelope (id, type, version, ` +
        'occurredAt, producer, correlationId, causationId?, aggregateId, data), keyed by aggregateId; topics carry the ' +
        "deployment's EVENTS_NAMESPACE prefix when one is set.",
    },
    defaultContentType: 'application/json',
    channels: {},
    operations: {},
    components: { messages: {} },
  };
  const add = (action: 'send' | 'receive', definition: Definition) => {
    const channelId = idOf(definition.topic);
    const id = messageId(definition);
    document.components.messages[id] = message(definition);
    const channel = (document.channels[channelId] ??= { address: definition.topic, messages: {} });
    channel.messages[id] = { $ref: `#/components/messages/${id}` };
    document.operations[`${action}_${id}`] = {
      action,
      channel: { $ref: `#/channels/${channelId}` },
      messages: [{ $ref: `#/channels/${channelId}/messages/${id}` }],
    };
  };
  for (const definition of sends) add('send', definition);
  for (const definition of receives) add('receive', definition);
  return document;
}

export function asyncApiIndex(): AsyncApiIndex {
  return {
    documents: eventReaders.map((name) => {
      const { sends, receives } = eventsOf(name);
      const label = (definition: Definition) => `${definition.type} v${definition.version}`;
      return {
        name,
        url: ApiRoutes.asyncApiDocument(name),
        sends: sends.map(label),
        receives: receives.map(label),
      };
    }),
  };
}
