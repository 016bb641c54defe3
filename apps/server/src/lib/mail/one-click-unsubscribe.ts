import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { escapeHtml } from '@codegrow/shared/content/escape-html';
import { idSchema } from '@codegrow/shared/schemas/common';
import { forbidden } from '../errors/app-error';

/**
 * The signature that lets one link stop one list of mail a reader chose to get (their review
 * reminders, one follow), and nothing else: `list` names it, e.g. 'follow:12'.
 */
export function listSignature(secret: string, list: string): string {
  return createHmac('sha256', secret).update(list).digest('base64url');
}

export function signatureFits(secret: string, list: string, token: string): boolean {
  const expected = Buffer.from(listSignature(secret, list));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** RFC 8058: mail clients offer 'Unsubscribe' and POST to the link themselves, in one click. */
export const oneClickHeaders = (url: string) => ({
  'List-Unsubscribe': `<${url}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
});

/** The small page the link opens in a browser: a button that sends the one-click POST. */
export function unsubscribePage(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head><body style="font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem">${body}</body></html>`;
}

/** The page's form: a POST to the same signed address. */
export function unsubscribeForm(title: string, button: string, query: string): string {
  return `<h1>${escapeHtml(title)}</h1><form method="post" action="${escapeHtml(query)}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">${escapeHtml(button)}</button></form>`;
}

export interface UnsubscribeRoutes {
  /** Where the link points, in the calling plugin's prefix: '/reminders/unsubscribe'. */
  path: string;
  /** The link's query parameter that names the list's owner: 'user', 'follow'. */
  param: string;
  /** Whether `token` is the signature of the list `id` names. */
  fits: (id: number, token: string) => boolean;
  /** Stops the list. */
  stop: (id: number) => Promise<void>;
  texts: { title: string; button: string; done: string; badLink: string };
}

/**
 * The two routes behind a signed unsubscribe link: GET, a page with one button (for a browser
 * opening the link); POST, the stop itself, as RFC 8058 has mail clients send it in one click
 * (a form body, which only the signed link matters beside), answered in JSON or HTML.
 */
export function registerUnsubscribeRoutes(fastify: FastifyInstance, routes: UnsubscribeRoutes) {
  const { path, param, fits, stop, texts } = routes;
  const querystring = z.object({
    [param]: idSchema(param),
    token: z.string().min(1, { error: 'token is required' }).max(100),
  });
  const signed = (request: FastifyRequest) => {
    const query = request.query as Record<string, unknown>;
    const id = Number(query[param]);
    const token = String(query.token);
    if (!fits(id, token)) throw forbidden(texts.badLink);
    return { id, token };
  };
  const options = { config: { access: 'public' as const }, schema: { querystring } };

  fastify.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, _body, done) => done(null, {}),
  );

  fastify.get(path, options, (request, reply) => {
    const { id, token } = signed(request);
    const action = `?${new URLSearchParams({ [param]: String(id), token }).toString()}`;
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(unsubscribePage(texts.title, unsubscribeForm(texts.title, texts.button, action)));
  });

  fastify.post(path, options, async (request, reply) => {
    await stop(signed(request).id);
    if (!request.headers.accept?.includes('text/html')) return { message: texts.done };
    return reply
      .type('text/html; charset=utf-8')
      .send(unsubscribePage(texts.title, `<p>${escapeHtml(texts.done)}</p>`));
  });
}
