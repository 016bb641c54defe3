import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import Negotiator from 'negotiator';
import { parse } from 'cookie';
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGE_COOKIE,
  LANGUAGE_SWITCH_PATH,
  LANGUAGES,
  languageOfPath,
  pathInLanguage,
  type Language,
} from '@codegrow/shared/i18n/languages';

/** A page of the default language's addresses, asked for by a browser (not the API, not a file). */
function isPlainPage(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = request.url.split('?')[0] ?? '';
  if (path === '/api' || path.startsWith('/api/') || path.startsWith(`${LANGUAGE_SWITCH_PATH}/`)) {
    return false;
  }
  return !/\.[a-z0-9]+$/i.test(path) && languageOfPath(path) === DEFAULT_LANGUAGE;
}

/** The reader's language: their explicit choice (the cookie), else their browser's preference. */
function preferredLanguage(request: FastifyRequest): Language {
  const chosen = request.headers.cookie
    ? parse(request.headers.cookie)[LANGUAGE_COOKIE]
    : undefined;
  if (isLanguage(chosen)) return chosen;
  const negotiated = new Negotiator(request).language([...LANGUAGES]);
  return isLanguage(negotiated) ? negotiated : DEFAULT_LANGUAGE;
}

/**
 * The interface's language (docs/decisions/0021-bangla.md). Each language's pages have their own
 * addresses (Bangla's under `/bn`), so a page is one answer that any cache keeps as it is. A
 * reader who chose Bangla, or whose browser prefers it and who has not chosen, asking for a
 * page at a plain address is sent to the same page in Bangla; registered before the app's
 * cache, so a kept English page is never the answer to them.
 */
export default fp(
  async function pageLanguage(fastify: FastifyInstance) {
    fastify.addHook('onRequest', async (request, reply) => {
      if (!isPlainPage(request)) return;
      const language = preferredLanguage(request);
      if (language === DEFAULT_LANGUAGE) return;
      // Not kept by any cache (the app's cache marks it no-store): it depends on the reader.
      return reply
        .header('vary', 'accept-language, cookie')
        .redirect(pathInLanguage(request.url, language), 302);
    });
  },
  { name: 'page-language' },
);
