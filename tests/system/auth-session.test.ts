import type { User } from '@docnet/contracts';
import request from 'supertest';
import { loadStackState } from '../harness/stack';
import { browserSession, newRegistration, verifiedRegistration } from './members';

const stack = loadStackState();
const baseUrl = stack.baseUrl;

function sessionCookie(response: request.Response): string | undefined {
  const cookies = ([] as string[]).concat(response.headers['set-cookie'] ?? []);
  return cookies.find((cookie) => cookie.startsWith('docnet.sid='));
}

describe('sign-in and session through the BFF', () => {
  it('registers a member, signs them in and answers /api/auth/me with the merged user', async () => {
    const member = browserSession(baseUrl);
    const input = await verifiedRegistration(baseUrl);
    const registered = await member.post('/api/auth/register').send(input);
    expect(registered.status).toBe(201);
    expect(registered.body).toMatchObject({ username: input.username, name: input.name, email: input.email });
    const cookie = sessionCookie(registered);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);

    const me = await member.get('/api/auth/me').expect(200);
    expect((me.body as User).id).toBe(registered.body.id);
    expect(me.body).toMatchObject({ dentalSpecialties: [], practiceLocations: [], npi: null });
  });

  it('answers 401 JSON to /api/auth/me when signed out', async () => {
    const answer = await request(baseUrl).get('/api/auth/me');
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ message: 'Not signed in' });
  });

  it('signs in with a new session id, refuses a wrong password and signs out', async () => {
    const input = await verifiedRegistration(baseUrl);
    await request(baseUrl).post('/api/auth/register').send(input).expect(201);
    const member = browserSession(baseUrl);

    const wrong = await member.post('/api/auth/login').send({ username: input.username, password: 'not-the-password' });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ message: 'Invalid username or password' });

    const first = await member.post('/api/auth/login').send({ username: input.username, password: input.password });
    expect(first.status).toBe(200);
    expect(first.body.username).toBe(input.username);
    const second = await member.post('/api/auth/login').send({ username: input.username, password: input.password });
    expect(sessionCookie(second)).toBeDefined();
    expect(sessionCookie(second)?.split(';')[0]).not.toBe(sessionCookie(first)?.split(';')[0]);

    await member.get('/api/auth/me').expect(200);
    await member.post('/api/auth/logout').expect(200);
    await member.get('/api/auth/me').expect(401);
  });

  it("validates sign-in input with the form's messages", async () => {
    const short = await request(baseUrl).post('/api/auth/login').send({ username: 'ab', password: 'secret1' });
    expect(short.status).toBe(400);
    expect(short.body).toEqual({ message: 'Username must be at least 3 characters' });
    const noPassword = await request(baseUrl).post('/api/auth/login').send({ username: 'someone', password: '123' });
    expect(noPassword.body).toEqual({ message: 'Password must be at least 6 characters' });
    const notJson = await request(baseUrl).post('/api/auth/login').set('content-type', 'application/json').send('{"username":');
    expect(notJson.status).toBe(400);
    expect(notJson.body).toEqual({ message: 'Request body is not valid JSON' });
  });

  it('answers 409 with existingAccount when the email is registered already', async () => {
    const input = await verifiedRegistration(baseUrl);
    await request(baseUrl).post('/api/auth/register').send(input).expect(201);
    const again = await request(baseUrl).post('/api/auth/register').send(newRegistration({ email: input.email }));
    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      message: 'An account with this email already exists',
      existingAccount: true,
      username: input.username,
    });
  });

  it('refuses state-changing calls from another origin', async () => {
    const answer = await request(baseUrl)
      .post('/api/auth/login')
      .set('Origin', 'https://evil.example')
      .send({ username: 'someone', password: 'secret12' });
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({ message: 'Cross-site request refused' });
  });

  it('gives every request a correlation id of its own, never the caller\'s, and answers unknown API paths with JSON 404', async () => {
    const answer = await request(baseUrl).get('/api/no-such-route').set('x-correlation-id', 'test-correlation-0001');
    expect(answer.status).toBe(404);
    expect(answer.headers['x-correlation-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(answer.headers['x-correlation-id']).not.toBe('test-correlation-0001');
    expect(answer.body.message).toEqual(expect.any(String));
  });

  it('serves the SPA for client routes and the OpenAPI document at /api/docs', async () => {
    const page = await request(baseUrl).get('/profile/12/edit');
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.text).toContain('<div id="root">');
    const openApi = await request(baseUrl).get('/api/docs/openapi.json').expect(200);
    expect(Object.keys(openApi.body.paths)).toEqual(expect.arrayContaining(['/api/auth/login', '/api/auth/me']));
  });
});
