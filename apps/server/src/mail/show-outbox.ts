import { loadCommandConfig } from '../commands/command-config.ts';
import { readOutbox } from './outbox.ts';

/**
 * `npm run outbox [-- address]`: the newest mails of the outbox (no SMTP_URL set) with their links, printed to
 * the terminal of whoever may read DATA_DIR. The way a local user confirms an account without a mail server:
 * the links carry tokens, so the server's log never shows them.
 */
const config = loadCommandConfig();
const to = process.argv[2]?.toLowerCase();
const mails = (await readOutbox(config.outboxDir)).filter((m) => !to || m.to.toLowerCase().includes(to));
if (mails.length === 0) {
  console.log(`No mail${to ? ` to ${to}` : ''} in ${config.outboxDir}.`);
} else {
  for (const mail of mails.slice(-5)) {
    console.log(`To: ${mail.to}\nSubject: ${mail.subject}`);
    for (const link of mail.links) console.log(`  ${link}`);
    console.log('');
  }
}
