import type { Account, AccountRole } from '@docnet/contracts';
import type { ReadThroughCache } from '@docnet/platform';
import type { AccountDocument, AccountModel } from './account.schema';

/**
 * An operator's grant or withdrawal of a role (`npm run moderators -w services/identity`), outside the running
 * service: written like every account write, then the cached account forgotten. False when no account has the
 * username.
 */
export async function grantRole(
  accounts: AccountModel,
  cache: ReadThroughCache<Account>,
  username: string,
  role: AccountRole,
  granted: boolean,
): Promise<boolean> {
  const account = await accounts
    .findOne({ usernameKey: username.toLowerCase() }, { _id: 1 })
    .lean<AccountDocument>();
  if (!account) return false;
  await accounts.updateOne(
    { _id: account._id },
    granted ? { $addToSet: { roles: role } } : { $pull: { roles: role } },
  );
  await cache.forget(account._id);
  return true;
}
