import { formatsFor } from '@codegrow/shared/format/formats';
import type { SiteConfig } from '../../config/env';
import type { OutgoingMail } from './mail-outbox';
import { LIFETIME_PLAN_TEXT } from '@codegrow/shared/constants/payment-messages';

// The mails are written in English, with the site's one way of writing amounts and dates.
const { formatDay, formatMoment, formatTaka } = formatsFor('en');

interface TransactionMailFacts {
  to: string;
  name: string | null;
  trxId: string;
  amount: number;
  /** An admin's reason for a rejection. */
  reason?: string | null;
  /** The attached receipt's file name, on an approval. */
  receipt?: string | null;
  /** On a reminder: the days until the claim is closed. */
  daysLeft?: number;
  /** Paid as a gift: the address its link goes to. */
  recipient?: string | null;
}

const greeting = (name: string | null) => `Hello ${name?.trim() || 'there'},`;
/** Header-bound text on one line, whatever the visitor typed. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();
const signature = (site: SiteConfig) => `\n\nThe ${site.name} team\n${site.email}`;

export const transactionMails = {
  received: (site: SiteConfig, facts: TransactionMailFacts): OutgoingMail => ({
    to: facts.to,
    subject: `${site.name}: we received your payment details`,
    text:
      `${greeting(facts.name)}\n\nWe received your transaction ID ${facts.trxId} for ${LIFETIME_PLAN_TEXT.name} ` +
      `(${formatTaka(facts.amount)}). We will verify it and activate your lifetime subscription within 24 hours, ` +
      `and let you know by e-mail.${signature(site)}`,
  }),
  approved: (site: SiteConfig, facts: TransactionMailFacts): OutgoingMail => ({
    to: facts.to,
    subject: `${site.name}: your lifetime subscription is active`,
    text:
      `${greeting(facts.name)}\n\nYour payment ${facts.trxId} is verified and your ${LIFETIME_PLAN_TEXT.name} ` +
      `subscription is active. Every premium article is now open to you. Happy learning!` +
      (facts.receipt ? `\n\nYour receipt is attached (${facts.receipt}).` : '') +
      signature(site),
  }),
  giftReceived: (site: SiteConfig, facts: TransactionMailFacts): OutgoingMail => ({
    to: facts.to,
    subject: `${site.name}: we received your gift's payment details`,
    text:
      `${greeting(facts.name)}\n\nWe received your transaction ID ${facts.trxId} for a gift of ` +
      `${LIFETIME_PLAN_TEXT.name} (${formatTaka(facts.amount)}) to ${facts.recipient ?? ''}. Once we verify it, within ` +
      `24 hours, we e-mail them the gift link and let you know.${signature(site)}`,
  }),
  giftApproved: (site: SiteConfig, facts: TransactionMailFacts): OutgoingMail => ({
    to: facts.to,
    subject: `${site.name}: your gift is on its way`,
    text:
      `${greeting(facts.name)}\n\nYour payment ${facts.trxId} is verified and we e-mailed the gift ` +
      `link to ${facts.recipient ?? ''}. It works once, for a year. If it does not reach them, send it ` +
      `again from your dashboard's Transactions, to a corrected address if need be.` +
      (facts.receipt ? `\n\nYour receipt is attached (${facts.receipt}).` : '') +
      signature(site),
  }),
  giftRedeemed: (site: SiteConfig, facts: TransactionMailFacts): OutgoingMail => ({
    to: facts.to,
    subject: `${site.name}: your gift was redeemed`,
    text:
      `${greeting(facts.name)}\n\nThe gift you sent to ${facts.recipient ?? ''} was redeemed: ` +
      `${LIFETIME_PLAN_TEXT.name} is theirs. Thank you for sharing ${site.name}.${signature(site)}`,
  }),
  reminder: (site: SiteConfig, facts: TransactionMailFacts): OutgoingMail => ({
    to: facts.to,
    subject: `${site.name}: we have not found your payment yet`,
    text:
      `${greeting(facts.name)}\n\nNo payment with the transaction ID ${facts.trxId} has reached us yet. ` +
      `Please check the ID in your wallet's message, or, if the payment did not go through, pay ` +
      `${formatTaka(facts.amount)} and submit the new ID. We will close this request in ${facts.daysLeft ?? 0} days ` +
      `if nothing arrives; write to ${site.email} if you need help.${signature(site)}`,
  }),
  expired: (site: SiteConfig, facts: TransactionMailFacts): OutgoingMail => ({
    to: facts.to,
    subject: `${site.name}: we closed your payment request`,
    text:
      `${greeting(facts.name)}\n\nNo payment with the transaction ID ${facts.trxId} reached us, so ` +
      `we closed the request. If you did pay, reply to this e-mail or write to ${site.email} with a ` +
      `screenshot of the payment and we will sort it out.${signature(site)}`,
  }),
  rejected: (site: SiteConfig, facts: TransactionMailFacts): OutgoingMail => ({
    to: facts.to,
    subject: `${site.name}: we could not verify your payment`,
    text:
      `${greeting(facts.name)}\n\nWe could not match the transaction ID ${facts.trxId} to a payment of ` +
      `${formatTaka(facts.amount)} to ${site.paymentNumber}.` +
      (facts.reason ? `\n\nReason: ${facts.reason}\n\n` : ' ') +
      `If you believe this is a mistake, reply to this e-mail or ` +
      `write to ${site.email} with a screenshot of the payment and we will sort it out.${signature(site)}`,
  }),
};

interface GiftLinkFacts {
  to: string;
  /** The buyer's name, when their account has one. */
  from: string | null;
  message: string | null;
  link: string;
  expiresAt: Date;
}

export const giftMails = {
  /** To the recipient: the single-use link, and the buyer's words quoted as typed. */
  link: (site: SiteConfig, facts: GiftLinkFacts): OutgoingMail => ({
    to: facts.to,
    subject: `${oneLine(facts.from ?? 'Someone')} gave you ${LIFETIME_PLAN_TEXT.name} to ${site.name}`,
    text:
      `Hello,\n\n${oneLine(facts.from ?? `A ${site.name} reader`)} gave you ${LIFETIME_PLAN_TEXT.name} to ` +
      `${site.name}: every premium article, for life.` +
      (facts.message ? `\n\nTheir message:\n${facts.message}` : '') +
      `\n\nOpen this link to redeem it (sign in or create a free account first):\n\n${facts.link}\n\n` +
      `The link works once, until ${formatDay(facts.expiresAt)}.${signature(site)}`,
  }),
};

interface ContactMailFacts {
  id: number;
  name: string;
  email: string;
  subject: string;
  message: string;
  createdAt: Date;
}

export const contactMails = {
  /**
   * To the site's own address. The outbox has no Reply-To, so the sender's address
   * is in the text; the message is quoted as typed (the mail is plain text).
   */
  notification: (
    site: SiteConfig,
    message: ContactMailFacts,
    account: { id: number; email: string } | null,
  ): OutgoingMail => ({
    to: site.email,
    subject: `${site.name} contact: ${oneLine(message.subject)}`,
    text:
      `New message #${message.id} from the ${site.name} contact form.\n\n` +
      `From: ${oneLine(message.name)} <${message.email}>\n` +
      (account ? `Signed in as: ${account.email} (user #${account.id})\n` : '') +
      `Subject: ${oneLine(message.subject)}\n` +
      `Received: ${formatMoment(message.createdAt)} (Bangladesh time)\n\n` +
      `${message.message}\n\n` +
      `Reply to ${message.email} to answer.`,
  }),
};

interface MentionMailFacts {
  to: string;
  name: string | null;
  /** The reply's writer. */
  by: string;
  /** The article's title. */
  title: string;
  /** The reply, as written. */
  text: string;
  link: string;
}

export const commentMails = {
  mentioned: (site: SiteConfig, facts: MentionMailFacts): OutgoingMail => ({
    to: facts.to,
    subject: `${site.name}: ${oneLine(facts.by)} mentioned you`,
    text:
      `${greeting(facts.name)}\n\n${oneLine(facts.by)} mentioned you in a reply under ` +
      `"${oneLine(facts.title)}":\n\n${facts.text}\n\nRead the thread and answer: ${facts.link}` +
      signature(site),
  }),
};

interface ModerationSummaryFacts {
  to: string;
  name: string | null;
  waiting: number;
  link: string;
}

export const moderationMails = {
  summary: (site: SiteConfig, facts: ModerationSummaryFacts): OutgoingMail => ({
    to: facts.to,
    subject: `${site.name}: ${facts.waiting} ${facts.waiting === 1 ? 'comment waits' : 'comments wait'} for moderation`,
    text:
      `${greeting(facts.name)}\n\n${facts.waiting} ${facts.waiting === 1 ? 'comment is' : 'comments are'} ` +
      `held or reported and waiting for a decision. Approve, remove, or ban their writers in the ` +
      `moderation queue: ${facts.link}` +
      signature(site),
  }),
};
