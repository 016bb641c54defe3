import { LIFETIME_PLAN } from '@codegrow/shared/constants/domain';
import type { SiteConfig } from '../../../config/env';
import type { OutgoingMail } from './mail-outbox';

interface TransactionMailFacts {
  to: string;
  name: string | null;
  trxId: string;
  amount: number;
}

const greeting = (name: string | null) => `Hello ${name?.trim() || 'there'},`;
const signature = (site: SiteConfig) => `\n\nThe ${site.name} team\n${site.email}`;

export const transactionMails = {
  received: (site: SiteConfig, facts: TransactionMailFacts): OutgoingMail => ({
    to: facts.to,
    subject: `${site.name}: we received your payment details`,
    text:
      `${greeting(facts.name)}\n\nWe received your transaction ID ${facts.trxId} for ${LIFETIME_PLAN.name} ` +
      `(৳${facts.amount}). We will verify it and activate your lifetime subscription within 24 hours, ` +
      `and let you know by e-mail.${signature(site)}`,
  }),
  approved: (site: SiteConfig, facts: TransactionMailFacts): OutgoingMail => ({
    to: facts.to,
    subject: `${site.name}: your lifetime subscription is active`,
    text:
      `${greeting(facts.name)}\n\nYour payment ${facts.trxId} is verified and your ${LIFETIME_PLAN.name} ` +
      `subscription is active. Every premium article is now open to you. Happy learning!${signature(site)}`,
  }),
  rejected: (site: SiteConfig, facts: TransactionMailFacts): OutgoingMail => ({
    to: facts.to,
    subject: `${site.name}: we could not verify your payment`,
    text:
      `${greeting(facts.name)}\n\nWe could not match the transaction ID ${facts.trxId} to a payment of ` +
      `৳${facts.amount} to ${site.paymentNumber}. If you believe this is a mistake, reply to this e-mail or ` +
      `write to ${site.email} with a screenshot of the payment and we will sort it out.${signature(site)}`,
  }),
};
