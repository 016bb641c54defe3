import { eq, sql } from 'drizzle-orm';
import { LIFETIME_PLAN } from '@codegrow/shared/constants/domain';
import {
  PROVIDER_LABELS,
  type PaymentProvider,
} from '@codegrow/shared/constants/payment-providers';
import type { SiteConfig } from '../../../config/env';
import type { Executor } from '../../../db/client';
import { paymentEvidence, transactions, users } from '../../../db/schema/index';
import { addedTrxIds } from '../claim-evidence';

/** What a receipt states: the payment as verified, the reader, and the site that was paid. */
export interface ReceiptFacts {
  /** 'CG-R-000042'. */
  number: string;
  issuedAt: Date;
  provider: PaymentProvider | null;
  /** The claim's transaction ID, and those of payments added to make up its amount. */
  trxId: string;
  /** What arrived (the payments' amounts together), else the plan's price. */
  amountPoisha: number;
  plan: string;
  reader: { name: string | null; email: string | null };
}

export const receiptNumber = (n: number) => `CG-R-${String(n).padStart(6, '0')}`;

/** The receipt of a verified payment; undefined until it is verified. */
export async function receiptFacts(
  db: Executor,
  transactionId: number,
): Promise<ReceiptFacts | undefined> {
  const [row] = await db
    .select({
      number: transactions.receiptNumber,
      issuedAt: transactions.reviewedAt,
      trxId: transactions.trxId,
      addedTrxIds,
      amount: transactions.amount,
      claimedProvider: transactions.provider,
      provider: sql<PaymentProvider | null>`(SELECT ${paymentEvidence.provider} FROM ${paymentEvidence} WHERE ${paymentEvidence.transactionId} = ${transactions.id} ORDER BY ${paymentEvidence.id} LIMIT 1)`,
      paidPoisha: sql<
        number | null
      >`(SELECT sum(${paymentEvidence.amountPoisha}) FROM ${paymentEvidence} WHERE ${paymentEvidence.transactionId} = ${transactions.id})`.mapWith(
        (value) => (value === null ? null : Number(value)),
      ),
      name: users.name,
      email: transactions.userEmail,
    })
    .from(transactions)
    .leftJoin(users, eq(users.id, transactions.userId))
    .where(eq(transactions.id, transactionId));
  if (!row?.number || !row.issuedAt) return undefined;
  return {
    number: receiptNumber(row.number),
    issuedAt: row.issuedAt,
    provider: row.provider ?? row.claimedProvider,
    trxId: [row.trxId, ...row.addedTrxIds].join(', '),
    amountPoisha: row.paidPoisha ?? row.amount * 100,
    plan: LIFETIME_PLAN.name,
    reader: { name: row.name, email: row.email },
  };
}

/** 'Tk 1,500.37': the PDF's standard font has no taka sign. */
const taka = (poisha: number) =>
  `Tk ${(poisha / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** '27 Nov 2026, 21:05 (Bangladesh time)'. */
const bangladeshTime = (at: Date) =>
  `${at.toLocaleString('en-GB', {
    timeZone: 'Asia/Dhaka',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  })} (Bangladesh time)`;

/** The receipt's lines, label and value, as the PDF and the e-mail both state them. */
export function receiptLines(facts: ReceiptFacts, site: SiteConfig): Array<[string, string]> {
  return [
    ['Receipt', facts.number],
    ['Date', bangladeshTime(facts.issuedAt)],
    ['Plan', facts.plan],
    ['Amount received', taka(facts.amountPoisha)],
    ['Paid with', facts.provider ? PROVIDER_LABELS[facts.provider] : 'Mobile money'],
    ['Transaction ID', facts.trxId],
    ['Paid by', [facts.reader.name, facts.reader.email].filter(Boolean).join(', ') || '—'],
    ['Paid to', `${site.name}, ${site.city} · ${site.email} · ${site.phone}`],
  ];
}

/**
 * The receipt as a one-page PDF (PDFKit, loaded on first use). Its date is the payment's, so
 * the same receipt is the same file whenever it is made.
 */
export async function renderReceiptPdf(facts: ReceiptFacts, site: SiteConfig): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: { Title: `${site.name} receipt ${facts.number}`, CreationDate: facts.issuedAt },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) =>
    doc.on('end', () => resolve(Buffer.concat(chunks))),
  );
  doc.font('Helvetica-Bold').fontSize(20).text(site.name);
  doc.font('Helvetica').fontSize(10).fillColor('#475569').text(site.slogan).moveDown(2);
  doc.fillColor('#0f172a').font('Helvetica-Bold').fontSize(14).text('Payment receipt').moveDown();
  for (const [label, value] of receiptLines(facts, site)) {
    const y = doc.y;
    doc.font('Helvetica').fontSize(10).fillColor('#475569').text(label, 56, y, { width: 140 });
    doc.font('Helvetica-Bold').fillColor('#0f172a').text(ascii(value), 200, y, { width: 340 });
    doc.moveDown(0.6);
  }
  doc
    .moveDown(2)
    .font('Helvetica')
    .fontSize(9)
    .fillColor('#475569')
    .text('Lifetime access: a one-time payment, with no renewal.', 56);
  doc.end();
  return done;
}

/** The standard PDF font has Latin letters only: anything else reads as '?'. */
const ascii = (text: string) => text.replace(/[^\x20-\x7E]/g, '?');
