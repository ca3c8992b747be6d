import { ApiRoutes, type NpiBindingStarted, type User } from '@docnet/contracts';
import { eventually } from '@docnet/platform/testing';
import request from 'supertest';
import { codeIn, waitForOutboxMessage } from '../harness/outbox';
import { loadStackState } from '../harness/stack';
import { browserSession, verifiedRegistration } from './members';

/**
 * NPI bound to the person, through the BFF: the code goes to the phone the NPI registry lists for the
 * NPI; only a bound NPI shows verified (the member, their profile for others, search results); one account holds
 * an NPI at a time, and the member who proves the registry phone takes it from the previous holder, who is told.
 */
const baseUrl = loadStackState().baseUrl;
/** William Davis of the synthetic registry: the practice phone it lists, and how the answer masks it. */
const REGISTRY = { npi: '1046610998', phone: '2125550109', masked: '(212) •••-••09' };

async function signedInMember(npi?: string) {
  const tab = browserSession(baseUrl);
  const input = await verifiedRegistration(baseUrl, npi ? { npi } : {});
  const user = (await tab.post(ApiRoutes.authRegister).send(input).expect(201)).body as User;
  await eventually(
    async () => (await tab.get(ApiRoutes.usersById(user.id))).status === 200,
    `the profile of ${user.id}`,
  );
  return { tab, input, user };
}

const me = async (tab: ReturnType<typeof browserSession>) =>
  (await tab.get(ApiRoutes.authMe).expect(200)).body as User;

/** Sends the code to the registry's phone and reads it there. */
async function registryCode(tab: ReturnType<typeof browserSession>): Promise<string> {
  const since = new Date(Date.now() - 1000);
  const started = await tab
    .post(ApiRoutes.authNpiBinding)
    .send({ npi: REGISTRY.npi, channel: 'sms' })
    .expect(200);
  expect(started.body).toEqual<NpiBindingStarted>({
    message: `We sent a code to ${REGISTRY.masked}`,
    channel: 'sms',
    sentTo: REGISTRY.masked,
  });
  return codeIn(await waitForOutboxMessage('sms', REGISTRY.phone, since));
}

describe('NPI bound to the person', () => {
  it('answers 401 signed out and validates the NPI with the registration rule', async () => {
    await request(baseUrl)
      .post(ApiRoutes.authNpiBinding)
      .send({ npi: REGISTRY.npi, channel: 'sms' })
      .expect(401);
    await request(baseUrl)
      .post(ApiRoutes.authNpiBindingVerify)
      .send({ npi: REGISTRY.npi, code: '123456' })
      .expect(401);
    const { tab } = await signedInMember();
    await tab
      .post(ApiRoutes.authNpiBinding)
      .send({ npi: '1234567890', channel: 'sms' })
      .expect(400, { message: 'NPI number is not valid' });
    await tab
      .post(ApiRoutes.authNpiBinding)
      .send({ npi: '12345', channel: 'sms' })
      .expect(400, { message: 'NPI must be 10 digits' });
    await tab.post(ApiRoutes.authNpiBindingVerify).send({ npi: REGISTRY.npi, code: '12' }).expect(400);
  });

  it('shows a claimed NPI unverified until bound with the registry code; a second member who proves the phone takes it over', async () => {
    const holder = await signedInMember(REGISTRY.npi);
    expect(await me(holder.tab)).toMatchObject({ npi: REGISTRY.npi, npiVerified: false });

    const code = await registryCode(holder.tab);
    await holder.tab
      .post(ApiRoutes.authNpiBindingVerify)
      .send({ npi: REGISTRY.npi, code: code === '000000' ? '111111' : '000000' })
      .expect(400);
    await holder.tab
      .post(ApiRoutes.authNpiBindingVerify)
      .send({ npi: REGISTRY.npi, code })
      .expect(200, { npiBound: true, npi: REGISTRY.npi, message: 'Your NPI is verified' });
    expect(await me(holder.tab)).toMatchObject({ npi: REGISTRY.npi, npiVerified: true });

    // Others see the badge on the profile and in search results once profile has the event.
    const viewer = await signedInMember();
    await eventually(
      async () =>
        ((await viewer.tab.get(ApiRoutes.usersById(holder.user.id)).expect(200)).body as User).npiVerified,
      'the badge on the profile',
    );
    await eventually(async () => {
      const found = (
        await viewer.tab.get(ApiRoutes.usersSearch).query({ query: holder.user.name }).expect(200)
      ).body as User[];
      return found.find((member) => member.id === holder.user.id)?.npiVerified;
    }, 'the badge in search results');

    // The dispute path: whoever proves the registry phone holds the NPI; the previous holder loses it and is told.
    // The claimant chose the NPI at activation too: the claim held it, so their account started without it.
    const claimant = await signedInMember(REGISTRY.npi);
    expect(await me(claimant.tab)).toMatchObject({ npi: null, npiVerified: false });
    const mailSince = new Date(Date.now() - 1000);
    const claimantCode = await registryCode(claimant.tab);
    await claimant.tab
      .post(ApiRoutes.authNpiBindingVerify)
      .send({ npi: REGISTRY.npi, code: claimantCode })
      .expect(200);
    expect(await me(claimant.tab)).toMatchObject({ npi: REGISTRY.npi, npiVerified: true });
    expect(await me(holder.tab)).toMatchObject({ npi: null, npiVerified: false });
    const notice = await waitForOutboxMessage(
      'email',
      holder.input.email,
      mailSince,
      /NPI was verified by another/,
    );
    expect(notice.text).toContain(REGISTRY.npi);
    await eventually(
      async () =>
        ((await viewer.tab.get(ApiRoutes.usersById(holder.user.id)).expect(200)).body as User).npiVerified ===
        false,
      'the badge gone from the previous holder',
    );
  });
});
