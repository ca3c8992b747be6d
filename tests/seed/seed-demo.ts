import { IdentityRoutes, InternalHeaders } from '@docnet/contracts';
import { DEMO_PASSWORD, demoMembers } from './demo-members';

/**
 * Registers the demo members through identity's internal API (as an operator tool would, past the
 * BFF's per-address registration limit). Members that already exist are left as they are.
 */
export async function seedDemoNetwork(identityUrl: string, serviceToken: string): Promise<number> {
  let created = 0;
  for (const member of demoMembers) {
    const response = await fetch(`${identityUrl}${IdentityRoutes.accounts}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [InternalHeaders.serviceToken]: serviceToken },
      body: JSON.stringify({ ...member, password: DEMO_PASSWORD }),
    });
    if (response.status === 201) created += 1;
    else if (response.status !== 409) throw new Error(`seeding ${member.username} failed: ${response.status} ${await response.text()}`);
  }
  return created;
}
