import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { StackState } from './stack';

/**
 * Makes a member a moderator the way an operator does: identity's `moderators grant` command, run
 * with the stack's identity environment (its database and Redis).
 */
export async function grantModerator(stack: StackState, username: string): Promise<void> {
  await promisify(execFile)(
    process.execPath,
    [join(__dirname, '../../services/identity/dist/moderators.js'), 'grant', username],
    {
      env: { ...stack.processes.identity.env, LOG_LEVEL: 'silent' },
    },
  );
}
