import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { WalletProfession } from '@docnet/contracts';
import { BoardRulesError, parseBoardRules, type BoardRules, type RuleSet } from './board-rules';

/** The seeded boards, beside this file (tsc copies them to dist with the code). */
export const DEFAULT_BOARD_RULES_DIR = join(__dirname, 'boards');

/**
 * Every board file of the folder, validated; the first bad file stops the service with its name and field. Adding a
 * state is adding a file: nothing here names a board.
 */
export function loadBoardRules(dir: string): BoardRules[] {
  let files: string[];
  try {
    files = readdirSync(dir).filter((file) => file.endsWith('.json')).sort();
  } catch (error) {
    throw new BoardRulesError(dir, `the folder cannot be read (${(error as Error).message}); set CME_RULES_DIR to the folder of the board files`);
  }
  if (files.length === 0) throw new BoardRulesError(dir, 'the folder holds no board file (*.json)');
  const boards = files.map((file) => {
    let json: unknown;
    try {
      json = JSON.parse(readFileSync(join(dir, file), 'utf8'));
    } catch (error) {
      throw new BoardRulesError(file, `not valid JSON (${(error as Error).message})`);
    }
    return parseBoardRules(file, json);
  });
  const owners = new Map<string, string>();
  for (const board of boards.filter((candidate) => candidate.scope === 'state')) {
    for (const profession of board.professions) {
      const key = `${board.state}:${profession}`;
      const other = owners.get(key);
      if (other) throw new BoardRulesError(`${board.id}.json`, `professions: ${profession} in ${board.state} is already governed by ${other}.json`);
      owners.set(key, board.id);
    }
  }
  return boards;
}

/** The loaded boards, looked up the way the engine needs them. */
export class BoardCatalog {
  constructor(readonly boards: readonly BoardRules[]) {}

  /** The state board governing a licence, or undefined when no file covers it. */
  forLicence(state: string, profession: WalletProfession): BoardRules | undefined {
    return this.boards.find((board) => board.scope === 'state' && board.state === state && board.professions.includes(profession));
  }

  /** The federal boards (the DEA's), which apply on top of every state. */
  federal(): BoardRules[] {
    return this.boards.filter((board) => board.scope === 'federal');
  }
}

/** The version in force on a day (a cycle's end), else the latest one that started before it, else the earliest. */
export function ruleSetOn(board: BoardRules, day: string): RuleSet {
  const byStart = [...board.ruleSets].sort((a, b) => a.effectiveFrom.localeCompare(b.effectiveFrom));
  const inForce = byStart.find((ruleSet) => ruleSet.effectiveFrom <= day && (ruleSet.effectiveTo === null || ruleSet.effectiveTo >= day));
  return inForce ?? byStart.filter((ruleSet) => ruleSet.effectiveFrom <= day).pop() ?? byStart[0];
}
