import { IdentityRoutes, InternalHeaders } from '@docnet/contracts';
import { codeIn, waitForOutboxMessage } from '../harness/outbox';
import { DEMO_PASSWORD, demoMembers } from './demo-members';

/**
 * Registers the demo members through identity's internal API (as an operator tool would, past the
 * BFF's per-address registration limit), verifying each email with the code identity's local adapter
 * writes to the outbox. Members that already exist are left as they are.
 */
export async function seedDemoNetwork(identityUrl: string, serviceToken: string): Promise<number> {
  const call = (path: string, body: unknown) =>
    fetch(`${identityUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [InternalHeaders.serviceToken]: serviceToken },
      body: JSON.stringify(body),
    });
  let created = 0;
  for (const member of demoMembers) {
    const since = new Date(Date.now() - 1000);
    const sent = await call(IdentityRoutes.emailVerifications, { email: member.email });
    if (sent.status !== 202) throw new Error(`seeding ${member.username}: code not sent: ${sent.status} ${await sent.text()}`);
    const code = codeIn(await waitForOutboxMessage('email', member.email, since, /verification code/i));
    const checked = await call(IdentityRoutes.emailVerificationChecks, { email: member.email, code });
    if (checked.status !== 200) throw new Error(`seeding ${member.username}: code refused: ${checked.status}`);
    const response = await call(IdentityRoutes.accounts, { ...member, password: DEMO_PASSWORD });
    if (response.status === 201) created += 1;
    else if (response.status !== 409) throw new Error(`seeding ${member.username} failed: ${response.status} ${await response.text()}`);
  }
  return created;
}
