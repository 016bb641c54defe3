import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CERTIFICATE_TEXT, LEARNING_TEXT } from '@codegrow/shared/constants/learning';
import {
  certificateIdParamSchema,
  certificateResponseSchema,
} from '@codegrow/shared/schemas/certificate';
import { pathSlugParamSchema } from '@codegrow/shared/schemas/learning';
import { conflict, notFound } from '../../../lib/errors/app-error';
import { signedInUser } from '../../../plugins/app/authenticate';

/**
 * Certificates: a reader who has finished a path asks for theirs (POST
 * /api/paths/:slug/certificate); anyone with its id may see it (GET /api/certificates/:id),
 * which is what sharing it is for.
 */
const certificateRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const certificates = fastify.certificatesRepository;
  const paths = fastify.pathsRepository;

  fastify.get(
    '/certificates/:id',
    {
      config: { access: 'public' },
      schema: { params: certificateIdParamSchema, response: { 200: certificateResponseSchema } },
    },
    async (request) => {
      const certificate = await certificates.find(request.params.id);
      if (!certificate) throw notFound(CERTIFICATE_TEXT.notFound);
      return { certificate };
    },
  );

  fastify.post(
    '/paths/:slug/certificate',
    {
      config: { access: 'user' },
      schema: { params: pathSlugParamSchema, response: { 201: certificateResponseSchema } },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const path = await paths.findBySlug(request.params.slug);
      if (!path || path.steps === 0) throw notFound(LEARNING_TEXT.pathNotFound);
      const left = await certificates.stepsLeft(path.id, user.id);
      if (left > 0) throw conflict(CERTIFICATE_TEXT.notComplete(left));
      const certificate = await certificates.issue(user.id, path, user.name ?? user.email);
      return reply.code(201).send({ certificate });
    },
  );
};

export default certificateRoutes;
