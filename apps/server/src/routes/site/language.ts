import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  LANGUAGE_COOKIE,
  LANGUAGE_SWITCH_PATH,
  LANGUAGES,
  pathInLanguage,
} from '@codegrow/shared/i18n/languages';

/** A reader's choice is kept a year; choosing again replaces it. */
const CHOICE_SECONDS = 365 * 24 * 3600;

/** Only a page's path, on this site: never another site (`//evil.example`) nor a scheme. */
const sitePath = z
  .string()
  .max(2000, { error: 'to must be at most 2000 characters' })
  .regex(/^\/(?![/\\])/, { error: 'to must be a path on this site, starting with one /' });

const switchSchema = {
  params: z.object({
    language: z.enum(LANGUAGES, { error: `language must be one of ${LANGUAGES.join(', ')}` }),
  }),
  querystring: z.object({ to: sitePath.default('/') }),
};

const languageRoutes: FastifyPluginAsyncZod = async (fastify) => {
  /**
   * A reader's choice of language, from the switcher's plain link (no script needed): kept in
   * a cookie and followed to the page they were on, in that language.
   */
  fastify.get(
    `${LANGUAGE_SWITCH_PATH}/:language`,
    { schema: switchSchema, config: { access: 'public' } },
    async (request, reply) => {
      const { language } = request.params;
      void reply.setCookie(LANGUAGE_COOKIE, language, {
        path: '/',
        sameSite: 'lax',
        maxAge: CHOICE_SECONDS,
      });
      return reply
        .header('cache-control', 'no-store')
        .redirect(pathInLanguage(request.query.to, language), 303);
    },
  );
};

export default languageRoutes;
