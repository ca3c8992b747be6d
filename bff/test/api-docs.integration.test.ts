import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  ApiRoutes,
  ContentRoutes,
  eventCatalog,
  EventConsumers,
  eventProducer,
  eventReaders,
  PhiGuardMessages,
  type AsyncApiDocument,
  type AsyncApiIndex,
  type OpenApiSchema,
  type PhiRefusalBody,
} from '@docnet/contracts';
import { contentAnswer } from '../../contracts/test/fixtures/content-answer';
import {
  dropBffNamespace,
  sharedBffEnv,
  signedInSession,
  startBffUnderTest,
  type BffUnderTest,
} from './support/bff-under-test';

/**
 * The documents at /api/docs are generated from the contracts: the OpenAPI document's schemas list what the
 * API really answers, every refusal has the one error schema, and the AsyncAPI documents cover the event catalogue.
 */

interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: { in: string; name: string }[];
        requestBody?: unknown;
        responses: Record<string, { content?: Record<string, { schema: OpenApiSchema }> }>;
      }
    >
  >;
  components: { schemas: Record<string, OpenApiSchema> };
}

/** What the stub content service answers a new content: the PHI guard's refusal. */
const phiRefusal: PhiRefusalBody = {
  message: PhiGuardMessages.refused,
  findings: [
    { field: 'body', kind: 'date', excerpt: '03/14/1957', start: 4, end: 14 },
    { field: 'tags.0', kind: 'medical-record-number', excerpt: '12345678', start: 4, end: 12 },
  ],
  confirmationToken: 'lx0p2q.token-of-the-refusal',
};
/** The bodies the stub received for new contents. */
const posted: unknown[] = [];

/** The stub content service: answers the one content the test asks for, and refuses new contents with a 422. */
let stub: Server;
let stubUrl = '';
const shared = sharedBffEnv();
let bff: BffUnderTest;
let openApi: OpenApiDocument;

beforeAll(async () => {
  stub = createServer((request, response) => {
    if (request.method === 'POST' && request.url === ContentRoutes.contents) {
      let text = '';
      request.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
      request.on('end', () => {
        posted.push(JSON.parse(text));
        response.writeHead(422, { 'content-type': 'application/json' }).end(JSON.stringify(phiRefusal));
      });
      return;
    }
    const found = request.url === ContentRoutes.content(contentAnswer.id);
    response.writeHead(found ? 200 : 404, { 'content-type': 'application/json' });
    response.end(JSON.stringify(found ? contentAnswer : { message: 'Content not found' }));
  });
  await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
  stubUrl = `http://127.0.0.1:${(stub.address() as AddressInfo).port}`;
  shared.env.CONTENT_URL = stubUrl;
  bff = await startBffUnderTest(shared);
  openApi = (await (await fetch(`${bff.url}${ApiRoutes.openApiDocument}`)).json()) as OpenApiDocument;
});

afterAll(async () => {
  await new Promise((resolve) => stub?.close(resolve));
  if (!bff) return;
  await bff.close();
  await dropBffNamespace(bff, shared);
});

/** Every `$ref` anywhere in a document. */
function refsIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(refsIn);
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) =>
    key === '$ref' && typeof inner === 'string' ? [inner] : refsIn(inner),
  );
}

describe('the OpenAPI document', () => {
  it('lists every key of a real Content answer in the Content schema, answered by GET /api/contents/{id}', async () => {
    const { cookie } = await signedInSession(bff, shared, 2);
    const answer = await fetch(`${bff.url}${ApiRoutes.contentById(contentAnswer.id)}`, {
      headers: { cookie },
    });
    expect(answer.status).toBe(200);
    const keys = Object.keys((await answer.json()) as object).sort();
    expect(keys).toEqual(Object.keys(contentAnswer).sort());
    expect(Object.keys(openApi.components.schemas.Content.properties ?? {}).sort()).toEqual(keys);
    const documented =
      openApi.paths['/api/contents/{id}'].get.responses['200'].content?.['application/json'].schema;
    expect(documented).toEqual({ $ref: '#/components/schemas/Content' });
  });

  it("passes the PHI guard's 422 on unchanged, with the author's confirmation sent along, and documents it", async () => {
    const { cookie } = await signedInSession(bff, shared, 3);
    const answer = await fetch(`${bff.url}${ApiRoutes.contents}`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({
        title: 'A case',
        body: 'DOB 03/14/1957',
        tags: ['MRN 12345678'],
        phiConfirmation: { reason: '  Not a real patient.  ', token: 'lx0p2q.token-of-the-refusal', excerpts: ['dropped'] },
      }),
    });
    expect(answer.status).toBe(422);
    expect(await answer.json()).toEqual(phiRefusal);
    expect(posted).toEqual([
      expect.objectContaining({ body: 'DOB 03/14/1957', phiConfirmation: { reason: 'Not a real patient.', token: 'lx0p2q.token-of-the-refusal' } }),
    ]);

    const short = await fetch(`${bff.url}${ApiRoutes.contents}`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'A case', body: 'Body', phiConfirmation: { reason: 'no' } }),
    });
    expect(short.status).toBe(400);
    expect(await short.json()).toEqual({ message: PhiGuardMessages.reasonTooShort });
    expect(posted).toHaveLength(1);

    for (const [path, method] of [
      ['/api/contents', 'post'],
      ['/api/contents/{id}', 'put'],
      ['/api/contents/{id}/comments', 'post'],
      ['/api/ai/chat', 'post'],
    ])
      expect(openApi.paths[path]?.[method]?.responses).toHaveProperty('422');
    expect(openApi.components.schemas.ErrorBody.properties?.findings).toMatchObject({
      type: 'array',
      items: { required: ['field', 'kind', 'excerpt', 'start', 'end'] },
    });
    expect(openApi.components.schemas.ContentInput.properties?.phiConfirmation).toMatchObject({
      properties: { reason: { type: 'string', minLength: 10, maxLength: 500 } },
    });
  });

  it('documents every refusal with the one error schema', () => {
    const refusals = Object.entries(openApi.paths).flatMap(([path, operations]) =>
      Object.entries(operations).flatMap(([method, operation]) =>
        Object.entries(operation.responses)
          .filter(([status]) => Number(status) >= 400)
          .map(([status, response]) => ({
            operation: `${method} ${path} ${status}`,
            schema: response.content?.['application/json']?.schema,
          })),
      ),
    );
    expect(refusals.length).toBeGreaterThan(100);
    for (const refusal of refusals)
      expect(refusal).toEqual({
        operation: refusal.operation,
        schema: { $ref: '#/components/schemas/ErrorBody' },
      });
    expect(openApi.components.schemas.ErrorBody).toMatchObject({
      type: 'object',
      required: ['message'],
      properties: { message: { type: 'string' } },
    });
  });

  it('documents 400 wherever the request carries something to validate: a path id, a query or a body', () => {
    const undocumented = Object.entries(openApi.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(
          ([, operation]) =>
            (operation.parameters ?? []).some((parameter) => parameter.in !== 'header') ||
            operation.requestBody,
        )
        .filter(([, operation]) => !operation.responses['400'])
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    expect(undocumented).toEqual([]);
  });

  it('points only at schemas it holds', () => {
    const missing = refsIn(openApi.paths).filter(
      (ref) => !(ref.replace('#/components/schemas/', '') in openApi.components.schemas),
    );
    expect(missing).toEqual([]);
  });
});

describe('the AsyncAPI documents', () => {
  async function read<T>(path: string): Promise<T> {
    const answer = await fetch(`${bff.url}${path}`);
    expect({ path, status: answer.status }).toEqual({ path, status: 200 });
    return (await answer.json()) as T;
  }

  it('are public reads: no session, any origin', async () => {
    const answer = await fetch(`${bff.url}${ApiRoutes.asyncApiIndex}`, {
      headers: { origin: 'https://elsewhere.example' },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('set-cookie')).toBeNull();
    expect((await fetch(`${bff.url}${ApiRoutes.asyncApiDocument('nobody')}`)).status).toBe(404);
  });

  it('list every event of the catalogue, with its payload schema, where it is published and where consumed', async () => {
    const index = await read<AsyncApiIndex>(ApiRoutes.asyncApiIndex);
    expect(index.documents.map(({ name }) => name)).toEqual([...eventReaders]);
    const documents = new Map<string, AsyncApiDocument>();
    for (const { name, url } of index.documents) documents.set(name, await read<AsyncApiDocument>(url));

    for (const definition of eventCatalog) {
      const id = `${definition.type}.v${definition.version}`.replace(/[^A-Za-z0-9_-]/g, '_');
      const producer = eventProducer(definition);
      expect({ id, producer: producer ?? null }).toEqual({ id, producer: expect.any(String) });
      const published = documents.get(producer ?? '');
      const message = published?.components.messages[id];
      expect({ id, operation: published?.operations[`send_${id}`]?.action }).toEqual({
        id,
        operation: 'send',
      });
      expect(message?.payload.schema.properties?.data).toMatchObject({
        type: 'object',
        properties: expect.any(Object),
      });
      expect(message?.payload.schema.properties?.type).toEqual({ type: 'string', enum: [definition.type] });
      for (const reader of eventReaders.filter((name) => EventConsumers[name].includes(definition))) {
        expect({ id, reader, action: documents.get(reader)?.operations[`receive_${id}`]?.action }).toEqual({
          id,
          reader,
          action: 'receive',
        });
        expect(message?.['x-consumers']).toContain(reader);
      }
    }
  });
});
