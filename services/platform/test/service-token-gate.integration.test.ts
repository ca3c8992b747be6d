import { Controller, Get, Module, Param, Post, type DynamicModule } from '@nestjs/common';
import { PlatformModule, type PlatformOptions } from '../src';
import {
  rawRequest,
  spellingsOf,
  startServiceUnderTest,
  TEST_SERVICE_TOKEN,
  UNKNOWN_PATHS,
  type ServiceUnderTest,
} from '../src/testing';

@Controller('internal/records')
class RecordsController {
  @Get()
  list() {
    return [{ id: 1 }];
  }

  @Get(':id')
  one(@Param('id') id: string) {
    return { id };
  }

  @Post(':id')
  change(@Param('id') id: string) {
    return { id, changed: true };
  }
}

@Module({})
class GatedServiceModule {
  static register(options: PlatformOptions): DynamicModule {
    return {
      module: GatedServiceModule,
      imports: [PlatformModule.forRoot(options)],
      controllers: [RecordsController],
    };
  }
}

describe('the service token gate', () => {
  let service: ServiceUnderTest;
  const withToken = (token: string) => ({ 'x-service-token': token });

  beforeAll(async () => {
    service = await startServiceUnderTest('gated', GatedServiceModule.register);
  });

  afterAll(async () => {
    await service?.stop();
  });

  it.each([...spellingsOf('/internal/records/1'), ...spellingsOf('/internal/records'), ...UNKNOWN_PATHS])(
    'refuses GET and POST %s without the token',
    async (path) => {
      expect(await rawRequest(service.url, 'GET', path)).toBe(403);
      expect(await rawRequest(service.url, 'POST', path)).toBe(403);
    },
  );

  it('refuses a wrong token of any length, and answers the exact routes with the right one', async () => {
    for (const token of [
      'x',
      TEST_SERVICE_TOKEN.slice(0, -1),
      `${TEST_SERVICE_TOKEN}x`,
      TEST_SERVICE_TOKEN.toUpperCase(),
    ]) {
      expect(await rawRequest(service.url, 'GET', '/internal/records/1', withToken(token))).toBe(403);
    }
    expect(await rawRequest(service.url, 'GET', '/internal/records', withToken(TEST_SERVICE_TOKEN))).toBe(
      200,
    );
    expect(await rawRequest(service.url, 'GET', '/internal/records/1', withToken(TEST_SERVICE_TOKEN))).toBe(
      200,
    );
    expect(await rawRequest(service.url, 'POST', '/internal/records/1', withToken(TEST_SERVICE_TOKEN))).toBe(
      201,
    );
  });

  it('routes only the exact spelling, even for the token holder', async () => {
    for (const path of [
      '/INTERNAL/records/1',
      '/Internal/records/1',
      '/internal/RECORDS/1',
      '/internal/records/1/',
      '/internal/records/',
    ]) {
      expect(await rawRequest(service.url, 'GET', path, withToken(TEST_SERVICE_TOKEN))).toBe(404);
    }
  });

  it('answers the health probes and the metrics scrape to anyone, spelled exactly so', async () => {
    expect(await rawRequest(service.url, 'GET', '/health')).toBe(200);
    expect(await rawRequest(service.url, 'GET', '/health/ready')).toBe(200);
    expect(await rawRequest(service.url, 'GET', '/metrics')).toBe(200);
    for (const path of ['/METRICS', '/metrics/', '//metrics', '/%6detrics', '/metrics?x=1', '/health/../internal/records']) {
      expect(await rawRequest(service.url, 'GET', path)).toBe(403);
    }
    expect(await rawRequest(service.url, 'POST', '/metrics')).toBe(403);
  });
});
