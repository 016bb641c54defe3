import { createRequire } from 'node:module';
import { eq, sql } from 'drizzle-orm';
import { formatsFor } from '@codegrow/shared/format/formats';
import {
  PROVIDER_LABELS,
  type PaymentProvider,
} from '@codegrow/shared/constants/payment-providers';
import type { SiteConfig } from '../../../config/env';
import type { Executor } from '../../../db/client';
import { gifts, paymentEvidence, transactions, users } from '../../../db/schema/index';
import { addedTrxIds } from '../claim-evidence';
import { LIFETIME_PLAN_TEXT } from '@codegrow/shared/constants/payment-messages';

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
      giftFor: gifts.recipientEmail,
    })
    .from(transactions)
    .leftJoin(users, eq(users.id, transactions.userId))
    .leftJoin(gifts, eq(gifts.transactionId, transactions.id))
    .where(eq(transactions.id, transactionId));
  if (!row?.number || !row.issuedAt) return undefined;
  return {
    number: receiptNumber(row.number),
    issuedAt: row.issuedAt,
    provider: row.provider ?? row.claimedProvider,
    trxId: [row.trxId, ...row.addedTrxIds].join(', '),
    amountPoisha: row.paidPoisha ?? row.amount * 100,
    plan: row.giftFor
      ? `${LIFETIME_PLAN_TEXT.name}, a gift for ${row.giftFor}`
      : LIFETIME_PLAN_TEXT.name,
    reader: { name: row.name, email: row.email },
  };
}

const { formatDayTime, formatTaka } = formatsFor('en');

/** 'Tk 1,500.00', 'Tk 1,500.37': the PDF's standard font has no taka sign. */
const taka = (poisha: number) => formatTaka(poisha / 100, { sign: 'Tk ', poisha: true });

/** 'Nov 27, 2026, 21:05 (Bangladesh time)'. */
const bangladeshTime = (at: Date) => `${formatDayTime(at)} (Bangladesh time)`;

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
    doc.fillColor('#0f172a');
    writeValue(doc, value, 200, y);
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

/** Runs of Bengali letters (with the spaces between them): a name written in Bengali. */
const BENGALI_RUN = /([\u0980-\u09FF]+(?:\s+[\u0980-\u09FF]+)*)/;

/** Noto Sans Bengali, bold, for Bengali runs: the standard PDF fonts have Latin letters only. */
const bengaliFont = () =>
  createRequire(import.meta.url).resolve(
    '@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-700-normal.woff',
  );

/**
 * A receipt's value in bold: Bengali runs in Noto Sans Bengali (shaped by PDFKit's fontkit),
 * the rest in Helvetica, whose encoding (WinAnsi) holds Latin-1 only: any other letter reads '?'.
 */
function writeValue(doc: PDFKit.PDFDocument, value: string, x: number, y: number) {
  const runs = value.split(BENGALI_RUN).filter(Boolean);
  runs.forEach((run, index) => {
    const bengali = BENGALI_RUN.test(run);
    doc.font(bengali ? bengaliFont() : 'Helvetica-Bold');
    const text = bengali ? run : run.replace(/[^\x20-\x7E\xA0-\xFF]/g, '?');
    const continued = index < runs.length - 1;
    if (index === 0) doc.text(text, x, y, { width: 340, continued });
    else doc.text(text, { continued });
  });
}
