import request from 'supertest';

let counter = 0;

/** A unique, valid registration for the running stack. */
export function newRegistration(overrides: Record<string, unknown> = {}) {
  counter += 1;
  const tag = `${Date.now().toString(36)}${counter}${Math.random().toString(36).slice(2, 5)}`;
  return {
    username: `dr${tag}`,
    password: 'Passw0rd!23',
    name: `Dr. Test ${tag}`,
    email: `dr${tag}@clinic.example`,
    phoneNumber: '5551234567',
    ...overrides,
  };
}

/** A cookie-keeping client of the BFF, like a browser tab. */
export function browserSession(baseUrl: string) {
  return request.agent(baseUrl);
}
