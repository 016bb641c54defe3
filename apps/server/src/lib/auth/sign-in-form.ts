import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { messageKey } from '@codegrow/shared/i18n/messages';
import { LANGUAGE_BASES, LANGUAGES, pathWithoutLanguage } from '@codegrow/shared/i18n/languages';
import { API_ERROR_MESSAGES } from '@codegrow/shared/constants/ui-messages';
import { forbidden } from '../errors/app-error';
import { failureMessage } from '../../plugins/app/error-handler';

/**
 * The login page's form as plain HTML, before the app has arrived on a slow line: the browser
 * posts it to the session endpoint (POST /api/auth/login) as a form, and is sent on with a
 * redirect (303) instead of JSON: to the page it came for once signed in, or back to the
 * login page with the refusal's message key. The app's own sign-in (JSON) is unchanged.
 */
const FORM = 'application/x-www-form-urlencoded';

export const isFormPost = (request: FastifyRequest) =>
  request.headers['content-type']?.split(';')[0]?.trim() === FORM;

/** The form's fields, as the JSON body would carry them. */
export function registerSignInForm(fastify: FastifyInstance) {
  fastify.addContentTypeParser(FORM, { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
}

/** A path of this site, never another's (`//host` is another site's address). */
const sitePath = (value: unknown, fallback: string) =>
  typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') ? value : fallback;

/** The login pages, one a language: the only pages a refused form is sent back to. */
const LOGIN_PAGES = new Set(LANGUAGES.map((language) => `${LANGUAGE_BASES[language]}/login`));

/** The form's address says where it came from (`page`) and where it goes (`redirectTo`). */
interface FormQuery {
  redirectTo?: unknown;
  page?: unknown;
}

/**
 * Whether the browser says the form was posted from one of this site's own pages: by its
 * Origin, or, where that is 'null' (this site's pages send no referrer, and a form's post then
 * carries no origin), by Sec-Fetch-Site.
 */
export function fromThisSite(request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  if (origin && origin !== 'null' && URL.canParse(origin))
    return new URL(origin).host === request.headers.host;
  return request.headers['sec-fetch-site'] === 'same-origin';
}

/**
 * A form sent from another site would sign this browser in to an account of that site's
 * choosing (login CSRF): refused, as JSON, with nothing signed in.
 */
export function refuseOtherSites(request: FastifyRequest) {
  if (!fromThisSite(request)) throw forbidden(API_ERROR_MESSAGES.otherSiteForm);
}

/** Signed in: on to the page the reader came for. */
export function afterSignIn(request: FastifyRequest, reply: FastifyReply) {
  const { redirectTo } = request.query as FormQuery;
  return reply.redirect(sitePath(redirectTo, '/'), 303);
}

/** Refused: back to the login page the form was on, which says why (by the message's key). */
export function backToLogin(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const { redirectTo, page } = request.query as FormQuery;
  const loginPage = typeof page === 'string' && LOGIN_PAGES.has(page) ? page : '/login';
  const key = messageKey(failureMessage(error)) ?? 'auth.invalidCredentials';
  const query = new URLSearchParams({ error: key });
  // The login page's own `redirectTo` is a path of its language's pages, without their base.
  if (typeof redirectTo === 'string')
    query.set('redirectTo', pathWithoutLanguage(sitePath(redirectTo, '/')));
  return reply.redirect(`${loginPage}?${query.toString()}`, 303);
}
