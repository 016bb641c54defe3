import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** Where the e2e server's mail worker writes each mail (no SMTP): see playwright.config.ts. */
function outboxDir(): string {
  const dataDir = process.env.CODEGROW_E2E_DATA_DIR;
  if (!dataDir) throw new Error('CODEGROW_E2E_DATA_DIR is not set: run through playwright.config');
  return path.join(dataDir, 'outbox');
}

/** An .eml file's headers and body, undoing nodemailer's transfer encodings. */
function parseMail(raw: string): { headers: string; body: string } {
  const split = raw.search(/\r?\n\r?\n/);
  const headers = raw.slice(0, split);
  const body = raw.slice(split).trim();
  if (/^Content-Transfer-Encoding: base64/im.test(headers)) {
    return { headers, body: Buffer.from(body, 'base64').toString('utf8') };
  }
  if (/^Content-Transfer-Encoding: quoted-printable/im.test(headers)) {
    const decoded = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return { headers, body: decoded };
  }
  return { headers, body };
}

/**
 * The bodies of the mails written so far to `to`, newest first (the outbox
 * names files by time). Empty while the mail worker has not written any.
 */
export async function mailsTo(to: string): Promise<string[]> {
  const dir = outboxDir();
  const files = await readdir(dir).catch(() => [] as string[]);
  const newestFirst = files
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .reverse();
  const bodies: string[] = [];
  for (const name of newestFirst) {
    const { headers, body } = parseMail(await readFile(path.join(dir, name), 'utf8'));
    if (headers.toLowerCase().includes(`to: ${to.toLowerCase()}`)) bodies.push(body);
  }
  return bodies;
}
