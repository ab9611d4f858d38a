/**
 * Operator commands. `npm run admin -- approve-application <email>` grants a pending professional
 * handicapper application and tells the applicant (in the app and by mail). On the embedded
 * PGlite database, stop the server first: one process at a time may open its data directory.
 */
import { loadConfig } from '../server/config';
import { openDb } from '../server/db/db';
import { migrate } from '../server/db/migrate';
import { createMailer } from '../server/mail/mailer';
import { approveApplication } from '../server/marketplace/applications';

const USAGE = 'Usage: npm run admin -- approve-application <email>';

async function main(argv: string[]): Promise<number> {
  const [command, email] = argv;
  if (command !== 'approve-application' || !email) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  const db = await openDb({ databaseUrl: config.DATABASE_URL, pgliteDir: config.PGLITE_DIR });
  try {
    await migrate(db);
    const mail = createMailer({
      smtpUrl: config.SMTP_URL,
      from: config.MAIL_FROM,
      outboxDir: config.OUTBOX_DIR,
    });
    const result = await approveApplication({ db, mail, publicUrl: config.PUBLIC_URL }, email);
    if (!result) {
      console.error(`No pending handicapper application for ${email}.`);
      return 1;
    }
    console.log(`Approved: ${email} is now a handicapper (profile ${result.handicapperId}).`);
    return 0;
  } finally {
    await db.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
