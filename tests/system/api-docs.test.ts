import {
  ApiRoutes,
  type Content,
  type ContentListResponse,
  type OpenApiSchema,
  type User,
} from '@docnet/contracts';
import { eventually } from '@docnet/platform/testing';
import request from 'supertest';
import { loadStackState } from '../harness/stack';
import { registeredMember } from './members';

/**
 * The OpenAPI document against what the services really answer through the BFF: every key of a real
 * answer is a property of its schema (the fuzzer checks the values, but a JSON schema lets unknown keys pass).
 */
const { baseUrl } = loadStackState();

let schemas: Record<string, OpenApiSchema>;

beforeAll(async () => {
  schemas = (
    (await request(baseUrl).get(ApiRoutes.openApiDocument).expect(200)).body as {
      components: { schemas: Record<string, OpenApiSchema> };
    }
  ).components.schemas;
});

/** The keys of an answer its schema (a component, or one given) does not list. */
const undocumented = (answer: object, schema: string | OpenApiSchema | undefined) => {
  const properties = (typeof schema === 'string' ? schemas[schema] : schema)?.properties ?? {};
  return Object.keys(answer).filter((key) => !(key in properties));
};

describe('the OpenAPI document lists every key of the real answers', () => {
  it('of contents, as published, listed and read', async () => {
    const member = await registeredMember(baseUrl);
    const created = (
      await member.agent
        .post(ApiRoutes.contents)
        .send({ title: 'Night guards', body: 'For bruxism.', tags: ['tmj'], language: 'en' })
        .expect(201)
    ).body as Content;
    expect(undocumented(created, 'Content')).toEqual([]);
    const list = (await member.agent.get(ApiRoutes.contents).query({ authorId: member.id }).expect(200))
      .body as ContentListResponse;
    expect(undocumented(list, 'ContentListResponse')).toEqual([]);
    expect(list.contents.flatMap((content) => undocumented(content, 'Content'))).toEqual([]);
    // Read once the author's card has reached the content service, so `author` is a card, not null.
    const read = await eventually(async () => {
      const content = (await member.agent.get(ApiRoutes.contentById(created.id)).expect(200)).body as Content;
      return content.author ? content : undefined;
    }, `the author card of content ${created.id}`);
    expect(undocumented(read, 'Content')).toEqual([]);
    expect(undocumented(read.author ?? {}, schemas.Content.properties?.author)).toEqual([]);
  });

  it('of the member', async () => {
    const member = await registeredMember(baseUrl);
    const me = (await member.agent.get(ApiRoutes.authMe).expect(200)).body as User;
    expect(undocumented(me, 'User')).toEqual([]);
  });
});
