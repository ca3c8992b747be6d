import 'reflect-metadata';
import type { Content, LoginAnswer, MedicalEvent, User } from '@docnet/contracts';
import { ApiAnswer, ApiAnswerList, ApiAnswerOneOf } from '../src/openapi/api-responses';

/**
 * A route's documented answer and its method's return type are one: `@ApiAnswer` does not compile on a method
 * that answers another type (the @ts-expect-error lines are checked by the typecheck), and documents the schema.
 */
class Routes {
  @ApiAnswer('Content')
  content(_id: number): Promise<Content> {
    return Promise.reject(new Error('not called'));
  }

  @ApiAnswer('User', 201)
  created(): Promise<User> {
    return Promise.reject(new Error('not called'));
  }

  @ApiAnswerList('MedicalEvent')
  events(): Promise<MedicalEvent[]> {
    return Promise.resolve([]);
  }

  @ApiAnswerOneOf('User', 'LoginChallengeBody')
  login(): Promise<LoginAnswer> {
    return Promise.reject(new Error('not called'));
  }

  // @ts-expect-error the method answers a User, not the documented Content
  @ApiAnswer('Content')
  wrong(): Promise<User> {
    return Promise.reject(new Error('not called'));
  }

  // @ts-expect-error a list is documented, one event is answered
  @ApiAnswerList('MedicalEvent')
  one(): Promise<MedicalEvent> {
    return Promise.reject(new Error('not called'));
  }
}

// Where @nestjs/swagger keeps a method's responses (its DECORATORS.API_RESPONSE, not exported by the package).
const API_RESPONSE = 'swagger/apiResponse';

describe('@ApiAnswer', () => {
  const responses = (method: keyof Routes): unknown => Reflect.getMetadata(API_RESPONSE, Routes.prototype[method]);

  it("documents the route's status with the contracts' schema", () => {
    expect(responses('content')).toMatchObject({ 200: { schema: { $ref: '#/components/schemas/Content' } } });
    expect(responses('created')).toMatchObject({ 201: { schema: { $ref: '#/components/schemas/User' } } });
    expect(responses('events')).toMatchObject({
      200: { schema: { type: 'array', items: { $ref: '#/components/schemas/MedicalEvent' } } },
    });
    expect(responses('login')).toMatchObject({
      200: { schema: { anyOf: [{ $ref: '#/components/schemas/User' }, { $ref: '#/components/schemas/LoginChallengeBody' }] } },
    });
  });
});
