import fp from 'fastify-plugin';
import type { SiteConfig } from '../../config/env';
import { createAuthService } from '../../lib/auth/auth-service';
import { createPasswordResets } from '../../lib/auth/password-reset';
import { createContactService } from '../../lib/contact/contact-service';
import { createMentionNotices } from '../../lib/engagement/mention-notices';
import { createModeration } from '../../lib/engagement/moderation';
import { createGifts } from '../../lib/payments/gifts';
import { createEvidenceIntake } from '../../lib/payments/evidence/evidence-intake';
import { createPaymentService } from '../../lib/payments/payment-service';
import { createRefunds } from '../../lib/payments/refunds';

/**
 * The services routes call for rules that span tables in one transaction, each made once and
 * decorated on the instance under its name, next to the repositories (repositories.ts).
 */
declare module 'fastify' {
  interface FastifyInstance {
    authService: ReturnType<typeof createAuthService>;
    passwordResets: ReturnType<typeof createPasswordResets>;
    paymentService: ReturnType<typeof createPaymentService>;
    gifts: ReturnType<typeof createGifts>;
    evidenceIntake: ReturnType<typeof createEvidenceIntake>;
    refunds: ReturnType<typeof createRefunds>;
    contactService: ReturnType<typeof createContactService>;
    mentionNotices: ReturnType<typeof createMentionNotices>;
    moderation: ReturnType<typeof createModeration>;
  }
}

export interface ServicesOptions {
  site: SiteConfig;
  /** Where links in e-mails point. */
  publicUrl: string;
  /** Accounts registered with these addresses are admins. */
  adminEmails: readonly string[];
}

export default fp<ServicesOptions>(
  async (fastify, opts) => {
    const { db } = fastify;
    fastify.decorate('authService', createAuthService(db, opts.adminEmails));
    fastify.decorate('passwordResets', createPasswordResets(db, opts.site, opts.publicUrl));
    const accountChanged = (id: number) => fastify.accountChanged(id);
    fastify.decorate('paymentService', createPaymentService(db, opts.site, accountChanged));
    fastify.decorate('gifts', createGifts(db, opts.site));
    fastify.decorate('refunds', createRefunds(db));
    fastify.decorate('evidenceIntake', createEvidenceIntake(db, opts.site, accountChanged));
    fastify.decorate('contactService', createContactService(db, opts.site));
    fastify.decorate('mentionNotices', createMentionNotices(db, opts.site, opts.publicUrl));
    fastify.decorate('moderation', createModeration(db));
  },
  { name: 'services', dependencies: ['db'] },
);
