import {
  registrationName,
  UserEmailVerifiedV1,
  UserPhoneVerifiedV1,
  UserRegisteredV1,
  type Account,
  type ExistingAccountBody,
  type NpiMatch,
  type Registration,
} from '@docnet/contracts';
import { newEvent, SequenceGenerator } from '@docnet/platform';
import { BadRequestException, ConflictException, Inject, Injectable } from '@nestjs/common';
import { NPI_REGISTRY, type NpiRegistry } from '../../../npi-discovery/domain/npi-registry.port';
import { VerifiedContactHandler } from '../../../verification/queries/verified-contact/verified-contact.handler';
import { hashPassword } from '../../domain/password';
import { AccountKeyTaken } from '../../persistence/account-keys';
import { Accounts } from '../../persistence/accounts';

export const EMAIL_NOT_VERIFIED = 'Please verify your email address before creating your account';
const EMAIL_EXISTS = 'An account with this email already exists';
const USERNAME_TAKEN = 'This username is already taken';

/**
 * Activates an account: the email verified within the last 30 minutes, unique username and email, the chosen NPI
 * when no other account holds it; emits identity.user.registered and the contact verifications through the outbox.
 */
@Injectable()
export class RegisterAccountHandler {
  constructor(
    private readonly accounts: Accounts,
    private readonly sequences: SequenceGenerator,
    private readonly verifiedContacts: VerifiedContactHandler,
    @Inject(NPI_REGISTRY) private readonly npiRegistry: NpiRegistry,
  ) {}

  async execute(registration: Registration): Promise<Account> {
    const usernameKey = registration.username.toLowerCase();
    const emailKey = registration.email.toLowerCase();
    // Checked first, so only the email's owner learns whether (and under which username) an account exists.
    const emailVerifiedAt = await this.verifiedContacts.recentlyVerifiedAt('email', registration.email);
    if (!emailVerifiedAt) throw new BadRequestException(EMAIL_NOT_VERIFIED);
    const phoneVerifiedAt = registration.phoneNumber
      ? await this.verifiedContacts.recentlyVerifiedAt('sms', registration.phoneNumber)
      : null;
    await this.refuseExisting(usernameKey, emailKey);

    const id = await this.sequences.next('accounts');
    const npiRecord = await this.npiRecord(registration.npi || null);
    // An NPI another account holds is not taken here: nobody has proved anything at activation, so an earlier
    // claim never locks the real practitioner out. The account starts without it, and binding (a code to the
    // registry's phone) moves it. Who holds it is never said.
    const npi = registration.npi && (await this.accounts.claimNpiForNewAccount(registration.npi, id)) ? registration.npi : null;
    const name = registration.name?.trim() || registrationName(npiRecord, registration.email);
    const createdAt = new Date();
    const event = newEvent(UserRegisteredV1, 'identity', id, {
      userId: id,
      username: registration.username,
      name,
      email: registration.email,
      phoneNumber: registration.phoneNumber ?? null,
      npi,
      registeredAt: createdAt.toISOString(),
      ...(npiRecord ? { npiTaxonomy: npiRecord.specialty, npiAddress: npiRecord.address, npiCity: npiRecord.city, npiState: npiRecord.state } : {}),
    });
    const events = [
      event,
      newEvent(UserEmailVerifiedV1, 'identity', id, { userId: id, email: registration.email, verifiedAt: emailVerifiedAt.toISOString() }),
      ...(phoneVerifiedAt && registration.phoneNumber
        ? [newEvent(UserPhoneVerifiedV1, 'identity', id, { userId: id, phoneNumber: registration.phoneNumber, verifiedAt: phoneVerifiedAt.toISOString() })]
        : []),
    ];
    try {
      const account = {
        _id: id,
        username: registration.username,
        usernameKey,
        name,
        email: registration.email,
        emailKey,
        phoneNumber: registration.phoneNumber ?? null,
        npi,
        passwordHash: await hashPassword(registration.password),
        emailVerified: true,
        phoneVerified: phoneVerifiedAt !== null,
        createdAt,
      };
      return await this.accounts.create(account, events);
    } catch (error) {
      if (npi) await this.accounts.releaseNewAccountClaim(npi, id);
      if (!(error instanceof AccountKeyTaken)) throw error;
      // A concurrent registration reserved the key first: answer as if we had seen its account first. One still
      // being written after the wait is answered the same way.
      await this.refuseExisting(usernameKey, emailKey);
      if (error.kind === 'username') throw new ConflictException(USERNAME_TAKEN);
      const holder = error.heldFor ?? (await this.accounts.usernameOf(error.holderId));
      throw holder ? existingAccount(EMAIL_EXISTS, holder) : new ConflictException(EMAIL_EXISTS);
    }
  }

  /** The registry's record of the chosen NPI: its name (for the name rule when the client sent none), taxonomy and location prefill the profile; unknown when the registry cannot say. */
  private async npiRecord(npi: string | null): Promise<NpiMatch | null> {
    if (!npi) return null;
    const [match] = await this.npiRegistry.search({ searchType: 'npi', npiNumber: npi }).catch(() => []);
    return match ?? null;
  }

  private async refuseExisting(usernameKey: string, emailKey: string): Promise<void> {
    const byEmail = await this.accounts.byEmail(emailKey);
    if (byEmail) throw existingAccount(EMAIL_EXISTS, byEmail.username);
    if (await this.accounts.usernameTaken(usernameKey)) {
      throw new ConflictException(USERNAME_TAKEN);
    }
  }
}

function existingAccount(message: string, username: string): ConflictException {
  const body: ExistingAccountBody = { message, existingAccount: true, username };
  return new ConflictException(body);
}
