import fp from 'fastify-plugin';
import { createAdminRepository } from '../../lib/admin/admin-repository';
import { createUsersRepository } from '../../lib/auth/users-repository';
import { createBlogsRepository } from '../../lib/blogs/blogs-repository';
import { createRevisionsRepository } from '../../lib/blogs/revisions-repository';
import { createCategoriesRepository } from '../../lib/categories/categories-repository';
import { createCommentsRepository } from '../../lib/engagement/comments-repository';
import { createVisitsRepository } from '../../lib/engagement/visits-repository';
import { createLikesAndSavesRepository } from '../../lib/engagement/likes-and-saves-repository';
import { createPathsRepository } from '../../lib/learning/paths-repository';
import { createProgressRepository } from '../../lib/learning/progress-repository';
import { createChecksRepository } from '../../lib/checks/checks-repository';
import { createCertificatesRepository } from '../../lib/learning/certificates-repository';
import { createMindmapsRepository } from '../../lib/mindmaps/mindmaps-repository';
import { LIFETIME_PLAN } from '@codegrow/shared/constants/domain';
import { createPaymentEvents } from '../../lib/payments/payment-events';
import { createPaymentReferences } from '../../lib/payments/payment-references';
import { PLAN_PRICES } from '../../lib/payments/payment-service';
import { createDeskRepository } from '../../lib/payments/evidence/desk-repository';
import { createPaymentSettingsRepository } from '../../lib/payments/settings-repository';
import { createTransactionsRepository } from '../../lib/payments/transactions-repository';

/**
 * The repositories the routes share, each made once on the server's database and decorated on
 * the instance under its name (fastify/demo's shape). In a transaction, make one on it instead:
 * `createBlogsRepository(tx)`.
 */
declare module 'fastify' {
  interface FastifyInstance {
    usersRepository: ReturnType<typeof createUsersRepository>;
    blogsRepository: ReturnType<typeof createBlogsRepository>;
    revisionsRepository: ReturnType<typeof createRevisionsRepository>;
    categoriesRepository: ReturnType<typeof createCategoriesRepository>;
    pathsRepository: ReturnType<typeof createPathsRepository>;
    progressRepository: ReturnType<typeof createProgressRepository>;
    checksRepository: ReturnType<typeof createChecksRepository>;
    certificatesRepository: ReturnType<typeof createCertificatesRepository>;
    mindmapsRepository: ReturnType<typeof createMindmapsRepository>;
    transactionsRepository: ReturnType<typeof createTransactionsRepository>;
    adminRepository: ReturnType<typeof createAdminRepository>;
    commentsRepository: ReturnType<typeof createCommentsRepository>;
    likesAndSavesRepository: ReturnType<typeof createLikesAndSavesRepository>;
    paymentSettingsRepository: ReturnType<typeof createPaymentSettingsRepository>;
    visitsRepository: ReturnType<typeof createVisitsRepository>;
    deskRepository: ReturnType<typeof createDeskRepository>;
    paymentEvents: ReturnType<typeof createPaymentEvents>;
    paymentReferences: ReturnType<typeof createPaymentReferences>;
  }
}

export default fp<{ visitorSalt: string }>(
  async (fastify, opts) => {
    const { db } = fastify;
    fastify.decorate('usersRepository', createUsersRepository(db));
    fastify.decorate('blogsRepository', createBlogsRepository(db));
    fastify.decorate('revisionsRepository', createRevisionsRepository(db));
    fastify.decorate('categoriesRepository', createCategoriesRepository(db));
    fastify.decorate('pathsRepository', createPathsRepository(db));
    fastify.decorate('progressRepository', createProgressRepository(db));
    fastify.decorate('checksRepository', createChecksRepository(db));
    fastify.decorate('certificatesRepository', createCertificatesRepository(db));
    fastify.decorate('mindmapsRepository', createMindmapsRepository(db));
    fastify.decorate('transactionsRepository', createTransactionsRepository(db));
    fastify.decorate('adminRepository', createAdminRepository(db));
    fastify.decorate('commentsRepository', createCommentsRepository(db));
    fastify.decorate('likesAndSavesRepository', createLikesAndSavesRepository(db));
    fastify.decorate('paymentSettingsRepository', createPaymentSettingsRepository(db));
    // Visits are counted by a salted hash of the address; the salt is a server secret.
    fastify.decorate('visitsRepository', createVisitsRepository(db, opts.visitorSalt));
    fastify.decorate('deskRepository', createDeskRepository(db));
    fastify.decorate('paymentEvents', createPaymentEvents(db));
    fastify.decorate(
      'paymentReferences',
      createPaymentReferences(db, PLAN_PRICES[LIFETIME_PLAN.id]),
    );
  },
  { name: 'repositories', dependencies: ['db'] },
);
