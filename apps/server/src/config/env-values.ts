import { isIP } from 'node:net';
import { z } from 'zod';
import {
  PAYMENT_PROVIDERS,
  type PaymentAccount,
  type PaymentProvider,
} from '@codegrow/shared/constants/payment-providers';
import {
  SOCIAL_DEFAULTS,
  SOCIAL_NETWORKS,
  type SocialNetwork,
} from '@codegrow/shared/constants/site';

/**
 * The shapes an environment variable's text can take (a flag, a list, URLs, the footer's links,
 * the proxies to trust), each read into its value or refused with what was wrong.
 */

export const flag = z
  .enum(['0', '1', 'true', 'false'])
  .transform((value) => value === '1' || value === 'true');

export const commaList = z
  .string()
  .default('')
  .transform((value) =>
    value
      .split(',')
      .map((item) => item.trim().toLowerCase())
      .filter(Boolean),
  );

/** 'http://10.0.0.5:6081,http://10.0.0.6:6081': addresses, each an http(s) URL. */
export const urlList = z
  .string()
  .default('')
  .transform((value, context) => {
    const urls = value
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean);
    for (const url of urls) {
      if (!z.url({ protocol: /^https?$/ }).safeParse(url).success) {
        context.addIssue({
          code: 'custom',
          message: `"${url}" is not an http:// or https:// address`,
        });
        return z.NEVER;
      }
    }
    return urls;
  });

const isSocialNetwork = (name: string): name is SocialNetwork =>
  Object.hasOwn(SOCIAL_NETWORKS, name);

/** 'github=https://github.com/codegrow,x=https://x.com/codegrow': the footer's links. */
export const socialLinks = z
  .string()
  .optional()
  .transform((value, context) => {
    if (value === undefined) return SOCIAL_DEFAULTS;
    const links: Partial<Record<SocialNetwork, string>> = {};
    for (const pair of value
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean)) {
      const [name = '', url = ''] = pair.split(/=(.*)/s).map((part) => part.trim());
      if (!isSocialNetwork(name) || !/^https:\/\/\S+$/.test(url)) {
        context.addIssue({
          code: 'custom',
          message: `"${pair}" is not network=https://… with a network among ${Object.keys(SOCIAL_NETWORKS).join(', ')}`,
        });
        return z.NEVER;
      }
      links[name] = url;
    }
    return links;
  });

const isProvider = (name: string): name is PaymentProvider =>
  (PAYMENT_PROVIDERS as readonly string[]).includes(name);

/**
 * 'bkash=01712345678 personal,nagad=01898765432 merchant': the site's wallet for each provider,
 * the number readers send to and whether it is a personal or a merchant account. Unset: every
 * provider on PAYMENT_NUMBER, personal (the caller fills the number in).
 */
export const paymentAccounts = z
  .string()
  .optional()
  .transform((value, context): PaymentAccount[] | undefined => {
    if (value === undefined) return undefined;
    const accounts: PaymentAccount[] = [];
    for (const pair of value
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean)) {
      const [name = '', rest = ''] = pair.split('=').map((part) => part.trim().toLowerCase());
      const [number = '', kind = 'personal'] = rest.split(/\s+/);
      if (
        !isProvider(name) ||
        !/^\+?\d{6,15}$/.test(number) ||
        !/^(personal|merchant)$/.test(kind)
      ) {
        context.addIssue({
          code: 'custom',
          message: `"${pair}" is not provider=number [personal|merchant] with a provider among ${PAYMENT_PROVIDERS.join(', ')}`,
        });
        return z.NEVER;
      }
      accounts.push({ provider: name, number, kind: kind as PaymentAccount['kind'] });
    }
    return accounts;
  });

/** An address or network a proxy may be at, as Fastify's trustProxy (proxy-addr) takes it. */
function isProxyAddress(item: string): boolean {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(item)) return true;
  const [address = '', prefix, extra] = item.split('/');
  const version = isIP(address);
  if (version === 0 || extra !== undefined) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * Who may say where a request came from in `X-Forwarded-For`: the addresses or networks of
 * the proxies in front. Trusting every hop, or a count of hops (which Fastify no longer
 * honours), is refused: neither can tell the proxy from a client reaching the server
 * directly, so any client could name its own address and step around every per-address limit.
 */
export const trustedProxies = z
  .string()
  .default('')
  .transform((value, context): string[] | false => {
    const text = value.trim().toLowerCase();
    if (text === '' || text === '0' || text === 'false') return false;
    if (text === 'true' || text === 'all' || /^\d+$/.test(text)) {
      context.addIssue({
        code: 'custom',
        message:
          "give the proxies' addresses or networks (127.0.0.1, 10.0.0.0/8), not a count or true: any client could otherwise choose its address in X-Forwarded-For",
      });
      return z.NEVER;
    }
    const items = text
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean);
    const bad = items.find((item) => !isProxyAddress(item));
    if (bad !== undefined) {
      context.addIssue({
        code: 'custom',
        message: `"${bad}" is not an address or a network (10.0.0.0/8)`,
      });
      return z.NEVER;
    }
    return items;
  });

const DURATION_UNITS_MS = { s: 1_000, m: 60_000, h: 3_600_000, d: 86_400_000, w: 604_800_000 };

/** A span of time as '7d', '12h' or '30m' (`fallback` when unset), in milliseconds. */
export const duration = (name: string, fallback: string) =>
  z
    .string()
    .regex(/^\d+[smhdw]$/, `${name} looks like 7d, 12h or 30m`)
    .default(fallback)
    .transform(
      (value) =>
        Number(value.slice(0, -1)) *
        DURATION_UNITS_MS[value.slice(-1) as keyof typeof DURATION_UNITS_MS],
    );
