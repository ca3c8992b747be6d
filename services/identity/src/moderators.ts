import 'reflect-metadata';
import { runOperatorCommand } from '@docnet/platform';
import { loadIdentityConfig } from './config/identity.env';
import { OperatorAccounts } from './modules/accounts/persistence/accounts';

const USAGE = 'usage: npm run moderators -w services/identity -- grant|revoke <username> | list';

/**
 * `npm run moderators -w services/identity -- grant <username>`: an operator makes a member a moderator (who
 * then works the queue at /moderation), `revoke` takes the role back, `list` prints who holds it.
 */
runOperatorCommand('moderators', 'identity', loadIdentityConfig, async ({ database, redis, prefix }) => {
  const [action, username] = process.argv.slice(2);
  const accounts = new OperatorAccounts(database, redis, prefix);
  if (action === 'list') {
    const moderators = await accounts.holdersOf('moderator');
    process.stdout.write(moderators.map((name) => `${name}\n`).join('') || 'no moderators\n');
    return;
  }
  if ((action !== 'grant' && action !== 'revoke') || !username) throw new Error(USAGE);
  const granted = action === 'grant';
  if (!(await accounts.grantRole(username, 'moderator', granted))) throw new Error(`no account has the username ${username}`);
  process.stdout.write(`${username} ${granted ? 'is now a moderator' : 'is no longer a moderator'}\n`);
});
