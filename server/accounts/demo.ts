import type { Config } from '../config';
import type { Db } from '../db/db';
import { hashPassword } from './passwords';
import { findUserByEmail, insertUser } from './users';

export const DEMO_BETTOR = { email: 'bettor@edgewise.demo', password: 'bettor-demo-2026' } as const;
export const DEMO_HANDICAPPER = {
  email: 'capper@edgewise.demo',
  password: 'capper-demo-2026',
} as const;

/** Demo accounts exist only on the embedded default: PGlite, the demo feed on, never production. */
export function demoAccountsEnabled(config: Config, db: Pick<Db, 'kind'>): boolean {
  return config.NODE_ENV !== 'production' && config.DEMO_FEED === 'on' && db.kind === 'pglite';
}

/** Creates the two demo accounts when missing; returns the emails it created. */
export async function ensureDemoAccounts(db: Db): Promise<string[]> {
  const created: string[] = [];
  const accounts = [
    { ...DEMO_BETTOR, firstName: 'Demo', lastName: 'Bettor', role: 'User', accountType: '' },
    {
      ...DEMO_HANDICAPPER,
      firstName: 'Demo',
      lastName: 'Capper',
      role: 'Handicapper',
      accountType: 'Handicapper',
    },
  ];
  for (const account of accounts) {
    if (await findUserByEmail(db, account.email)) continue;
    const row = await insertUser(db, {
      ...account,
      passwordHash: await hashPassword(account.password),
    });
    if (row) created.push(account.email);
  }
  return created;
}
