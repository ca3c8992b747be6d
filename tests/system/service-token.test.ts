/**
 * Deny by default on every service's own router: no internal route of any service answers without the
 * service token, however its path is spelled, and neither does an unknown path; the health probes do.
 */
import {
  AiAssistantRoutes,
  ContentRoutes,
  EventsNewsCmeRoutes,
  IdentityRoutes,
  InternalHeaders,
  NotificationsRoutes,
  ProfileRoutes,
  serviceNames,
  SocialGraphRoutes,
  type ServiceName,
} from '@docnet/contracts';
import { rawRequest, spellingsOf, UNKNOWN_PATHS } from '@docnet/platform/testing';
import { loadStackState } from '../harness/stack';

const stack = loadStackState();

const routesOf: Record<ServiceName, Record<string, string | ((id: number) => string)>> = {
  identity: IdentityRoutes,
  profile: ProfileRoutes,
  content: ContentRoutes,
  'social-graph': SocialGraphRoutes,
  'events-news-cme': EventsNewsCmeRoutes,
  'ai-assistant': AiAssistantRoutes,
  notifications: NotificationsRoutes,
};

/** Every route of the service's internal API (contracts), with id 1 where it takes one. */
const internalPaths = (service: ServiceName) =>
  Object.values(routesOf[service]).map((route) => (typeof route === 'string' ? route : route(1)));

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

describe.each(serviceNames)('%s', (service) => {
  const url = () => stack.processes[service].url;

  it('refuses every internal route, in any spelling and with any method, and unknown paths without the token', async () => {
    const paths = [...internalPaths(service).flatMap(spellingsOf), ...UNKNOWN_PATHS];
    const answered: string[] = [];
    for (const path of paths) {
      for (const method of METHODS) {
        const status = await rawRequest(url(), method, path, { [InternalHeaders.actingUserId]: '1' });
        if (status !== 403) answered.push(`${method} ${path}: ${status}`);
      }
    }
    expect(answered).toEqual([]);
  });

  it('answers the health probes and the metrics scrape without the token', async () => {
    expect(await rawRequest(url(), 'GET', '/health')).toBe(200);
    expect(await rawRequest(url(), 'GET', '/health/ready')).toBe(200);
    expect(await rawRequest(url(), 'GET', '/metrics')).toBe(200);
  });
});
