import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import Negotiator from 'negotiator';
import { MESSAGES_BN } from '@codegrow/shared/i18n/bn/messages';
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGES,
  type Language,
} from '@codegrow/shared/i18n/languages';
import { MESSAGES, messageKey } from '@codegrow/shared/i18n/messages';
import { createTranslator } from '@codegrow/shared/i18n/translator';

/** The same keys and texts as the web app's `messages.` (packages/shared/src/i18n/messages.ts). */
const messages = {
  en: createTranslator<typeof MESSAGES>(DEFAULT_LANGUAGE, MESSAGES),
  bn: createTranslator<typeof MESSAGES>('bn', MESSAGES_BN, MESSAGES),
};

/** The language an API client asks its answers in (`Accept-Language`); English by default. */
function answerLanguage(request: FastifyRequest) {
  const header = request.headers['accept-language'];
  if (!header) return DEFAULT_LANGUAGE;
  const language = new Negotiator(request).language([...LANGUAGES]);
  return isLanguage(language) ? language : DEFAULT_LANGUAGE;
}

const say = (text: unknown, language: Language) => {
  if (typeof text !== 'string') return text;
  const key = messageKey(text);
  return key ? messages[language].t(key) : text;
};

interface WithMessage {
  message?: unknown;
  errors?: { msg?: unknown }[];
}

/**
 * Answers' messages (`message`, and each field's `msg`) in the language the client asks for
 * with `Accept-Language`: the web app's Bangla pages ask in Bangla. The spec's English texts
 * are the default and come out as they are; a message made from values stays English.
 */
export default fp(
  async function messagesInLanguage(fastify: FastifyInstance) {
    fastify.addHook('preSerialization', async (request, reply, payload: unknown) => {
      if (typeof payload !== 'object' || payload === null || !('message' in payload)) {
        return payload;
      }
      const language = answerLanguage(request);
      if (language === DEFAULT_LANGUAGE) return payload;
      const answer = payload as WithMessage;
      void reply.header('content-language', language);
      return {
        ...answer,
        message: say(answer.message, language),
        ...(Array.isArray(answer.errors) && {
          errors: answer.errors.map((error) => ({ ...error, msg: say(error.msg, language) })),
        }),
      };
    });
  },
  { name: 'messages-in-language' },
);
