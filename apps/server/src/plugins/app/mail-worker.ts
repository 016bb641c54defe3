import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Transporter } from 'nodemailer';
import { createOutboxRepository, type MailAttachment } from '../../lib/mail/mail-outbox';

declare module 'fastify' {
  interface FastifyInstance {
    mail: { flush(): Promise<number> };
  }
}

export interface MailWorkerOptions {
  smtpUrl: string | undefined;
  from: string;
  dataDir: string;
  pollMs: number;
}

type Mail = {
  to: string;
  subject: string;
  text: string;
  attachments: MailAttachment[] | null;
  headers: Record<string, string> | null;
};

/**
 * SMTP when configured; otherwise each mail becomes an .eml file in DATA_DIR/outbox.
 * nodemailer loads with the first mail: most starts send none.
 */
function createTransport(opts: MailWorkerOptions, log: FastifyInstance['log']) {
  let transport: Promise<Transporter> | null = null;
  const send = async (mail: Mail) => {
    transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport(
        opts.smtpUrl ?? { streamTransport: true, buffer: true, newline: 'unix' },
      ),
    );
    const attachments = (mail.attachments ?? []).map((file) => ({
      ...file,
      content: Buffer.from(file.content, 'base64'),
    }));
    const headers = mail.headers ?? undefined;
    return (await transport).sendMail({ from: opts.from, ...mail, attachments, headers });
  };
  if (opts.smtpUrl) return send;
  const dir = join(resolve(opts.dataDir), 'outbox');
  return async (mail: Mail, id: number) => {
    const info = await send(mail);
    mkdirSync(dir, { recursive: true });
    const file = join(dir, `${String(id).padStart(6, '0')}.eml`);
    writeFileSync(file, info.message as Buffer);
    log.info(
      { to: mail.to, subject: mail.subject, file },
      'mail written to the outbox (no SMTP_URL)',
    );
  };
}

/** Delivers queued mail in the background, retrying failures with backoff. */
export default fp(
  async function mailWorker(fastify: FastifyInstance, opts: MailWorkerOptions) {
    const outbox = createOutboxRepository(fastify.db);
    const deliver = createTransport(opts, fastify.log);
    let running: Promise<number> | null = null;

    async function sendDue(): Promise<number> {
      let sent = 0;
      for (const mail of await outbox.claimDue(20)) {
        try {
          await deliver(mail, mail.id);
          await outbox.markSent(mail.id);
          sent += 1;
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          fastify.log.warn({ mailId: mail.id, err: message }, 'mail delivery failed; will retry');
          await outbox.markFailed(mail.id, mail.attempts, message);
        }
      }
      return sent;
    }

    // One pass at a time per process; other servers are kept apart by SKIP LOCKED.
    const flush = () => (running ??= sendDue().finally(() => (running = null)));
    fastify.decorate('mail', { flush });

    fastify.every({ name: 'sending mail', everyMs: opts.pollMs, run: flush });
  },
  { name: 'mail-worker', dependencies: ['db', 'scheduler'] },
);
