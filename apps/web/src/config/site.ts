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

/** The tag's JSON as an object, or an empty one when it is missing or not JSON. */
function siteTag(content: string | null | undefined): Record<string, unknown> {
  if (!content) return {};
  try {
    const raw: unknown = JSON.parse(content);
    return typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/**
 * The deployment's identity. In production the server fills a
 * <meta name="codegrow-site"> tag; any field it omits or garbles keeps its default.
 */
export function parseSiteConfig(content: string | null | undefined): SiteConfig {
  const result = overridesSchema.safeParse(siteTag(content));
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
  const result = firebaseSchema.safeParse(siteTag(content).firebase);
  return result.success ? result.data : null;
}

function readSiteMeta(): string | null {
  if (typeof document === 'undefined') return null;
  return document.querySelector(`meta[name="${SITE_META_NAME}"]`)?.getAttribute('content') ?? null;
}

const siteMeta = readSiteMeta();

export const site: SiteConfig = parseSiteConfig(siteMeta);

/** The server, which has no document to read the tag from, hands over its content once. */
export function setSiteMeta(content: string): void {
  Object.assign(site, parseSiteConfig(content));
}

export const firebaseConfig: FirebaseConfig | null = parseFirebaseConfig(siteMeta);

export interface SocialLink {
  network: SocialNetwork;
  name: string;
  href: string;
}

/** The footer's links from the site tag, in the networks' order; defaults without a tag. */
export function parseSocialLinks(content: string | null | undefined): SocialLink[] {
  const { social } = siteTag(content);
  const links: Partial<Record<string, unknown>> =
    typeof social === 'object' && social !== null ? social : SOCIAL_DEFAULTS;
  return (Object.keys(SOCIAL_NETWORKS) as SocialNetwork[]).flatMap((network) => {
    const href = links[network];
    if (typeof href !== 'string' || !href.startsWith('https://')) return [];
    return [{ network, name: SOCIAL_NETWORKS[network], href }];
  });
}

export const SOCIAL_LINKS: SocialLink[] = parseSocialLinks(siteMeta);
