import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** An e-mail as the SMTP inbox (e2e/smtp-inbox.ts) keeps it. */
export type InboxMail = { to: string[]; subject: string; decoded: string; links: string[] };

/** What the inbox received for `to` with a link that includes `pathPart`, oldest first. */
export async function inbox(to: string, pathPart: string): Promise<InboxMail[]> {
  const dir = path.join(process.env.E2E_DATA_DIR ?? '', 'smtp-inbox');
  const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith('.json')).sort();
  const mails = await Promise.all(
    files.map(async (f) => JSON.parse(await readFile(path.join(dir, f), 'utf8')) as InboxMail),
  );
  return mails.filter(
    (m) => m.to.includes(to.toLowerCase()) && m.links.some((link) => link.includes(pathPart)),
  );
}

/** The links to rater pages in the e-mails `to` received, oldest first. */
export async function feedbackLinksTo(to: string): Promise<string[]> {
  return (await inbox(to, '/feedback/')).flatMap((mail) =>
    mail.links.filter((l) => l.includes('/feedback/')),
  );
}
