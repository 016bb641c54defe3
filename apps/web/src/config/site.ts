import {
  SITE_DEFAULTS,
  SOCIAL_DEFAULTS,
  SOCIAL_NETWORKS,
  type SocialNetwork,
} from '@codegrow/shared/constants/site';
import * as z from 'zod/mini';

export type SiteConfig = { [K in keyof typeof SITE_DEFAULTS]: string };

/** A blank or non-string value keeps the default instead of rejecting the whole tag. */
const field = z.catch(z.optional(z.string().check(z.trim(), z.minLength(1))), undefined);
const overridesSchema = z.object({
  name: field,
  slogan: field,
  email: field,
  phone: field,
  city: field,
  paymentNumber: field,
});

export const SITE_META_NAME = 'codegrow-site';

/**
 * The deployment's identity. In production the server fills a
 * <meta name="codegrow-site"> tag; any field it omits or garbles keeps its default.
 */
export function parseSiteConfig(content: string | null | undefined): SiteConfig {
  if (!content) return { ...SITE_DEFAULTS };
  let raw: unknown;
  try {
    raw = JSON.parse(content);
  } catch {
    return { ...SITE_DEFAULTS };
  }
  const result = overridesSchema.safeParse(raw);
  if (!result.success) return { ...SITE_DEFAULTS };
  const overrides = Object.fromEntries(
    Object.entries(result.data).filter(([, value]) => value !== undefined),
  );
  return { ...SITE_DEFAULTS, ...overrides };
}

const firebaseSchema = z.object({
  apiKey: z.string().check(z.minLength(1)),
  authDomain: z.string().check(z.minLength(1)),
  projectId: z.string().check(z.minLength(1)),
  appId: z.optional(z.string()),
  emulatorUrl: z.optional(z.url()),
});

/** How the browser reaches Firebase; the server gives it, so one build serves every deployment. */
export type FirebaseConfig = z.infer<typeof firebaseSchema>;

/** The `firebase` part of the site tag; missing or garbled means sign-in through Firebase is off. */
export function parseFirebaseConfig(content: string | null | undefined): FirebaseConfig | null {
  if (!content) return null;
  try {
    const raw: unknown = JSON.parse(content);
    const firebase =
      typeof raw === 'object' && raw !== null && 'firebase' in raw ? raw.firebase : null;
    const result = firebaseSchema.safeParse(firebase);
    return result.success ? result.data : null;
  } catch {
    return null;
  }
}

function readSiteMeta(): string | null {
  if (typeof document === 'undefined') return null;
  return document.querySelector(`meta[name="${SITE_META_NAME}"]`)?.getAttribute('content') ?? null;
}

export const site: SiteConfig = parseSiteConfig(readSiteMeta());

export const firebaseConfig: FirebaseConfig | null = parseFirebaseConfig(readSiteMeta());

export interface SocialLink {
  network: SocialNetwork;
  name: string;
  href: string;
}

/** The footer's links from the site tag, in the networks' order; defaults without a tag. */
export function parseSocialLinks(content: string | null | undefined): SocialLink[] {
  let links: Partial<Record<string, unknown>> = SOCIAL_DEFAULTS;
  try {
    const raw: unknown = content ? JSON.parse(content) : null;
    if (typeof raw === 'object' && raw !== null && 'social' in raw) {
      const social = raw.social;
      if (typeof social === 'object' && social !== null) links = social;
    }
  } catch {
    links = SOCIAL_DEFAULTS;
  }
  return (Object.keys(SOCIAL_NETWORKS) as SocialNetwork[]).flatMap((network) => {
    const href = links[network];
    if (typeof href !== 'string' || !href.startsWith('https://')) return [];
    return [{ network, name: SOCIAL_NETWORKS[network], href }];
  });
}

export const SOCIAL_LINKS: SocialLink[] = parseSocialLinks(readSiteMeta());
