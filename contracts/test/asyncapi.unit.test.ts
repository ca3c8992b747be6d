import { asyncApiDocument, asyncApiIndex, ApiRoutes, eventReaders } from '../src';

/** Every `$ref` of a document, as a path of keys from its root. */
function refsIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(refsIn);
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) =>
    key === '$ref' && typeof inner === 'string' ? [inner] : refsIn(inner),
  );
}

function resolve(document: object, ref: string): unknown {
  return ref
    .replace(/^#\//, '')
    .split('/')
    .reduce<unknown>(
      (node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined),
      document,
    );
}

describe('the AsyncAPI documents', () => {
  it.each(eventReaders.map((reader) => [reader]))(
    'of %s are AsyncAPI 3.0 whose ids are valid and whose refs resolve',
    (reader) => {
      const document = asyncApiDocument(reader);
      expect(document.asyncapi).toBe('3.0.0');
      const ids = [
        ...Object.keys(document.channels),
        ...Object.keys(document.operations),
        ...Object.keys(document.components.messages),
      ];
      for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]+$/);
      for (const ref of refsIn(document))
        expect({ ref, found: resolve(document, ref) !== undefined }).toEqual({ ref, found: true });
      for (const channel of Object.values(document.channels))
        expect(channel.address).toMatch(/^[a-z-]+\.[a-z-]+\.v\d+$/);
    },
  );

  it('sends what the service publishes and receives what it consumes', () => {
    const content = asyncApiDocument('content');
    expect(content.operations.send_content_comment_added_v1).toEqual({
      action: 'send',
      channel: { $ref: '#/channels/content_comment_v1' },
      messages: [{ $ref: '#/channels/content_comment_v1/messages/content_comment_added_v1' }],
    });
    expect(content.operations.receive_profile_profile_updated_v1?.action).toBe('receive');
    const message = content.components.messages.content_comment_added_v1;
    expect(message['x-producer']).toBe('content');
    expect(message['x-consumers']).toEqual(['content', 'notifications']);
    expect(message.payload.schema.required).toEqual(
      expect.arrayContaining(['id', 'type', 'version', 'aggregateId', 'data']),
    );
    expect(Object.keys(asyncApiDocument('identity').operations).every((id) => id.startsWith('send_'))).toBe(
      true,
    );
  });

  it('are listed in the index with their routes', () => {
    expect(asyncApiIndex().documents.map(({ name, url }) => [name, url])).toEqual(
      eventReaders.map((name) => [name, ApiRoutes.asyncApiDocument(name)]),
    );
  });
});
