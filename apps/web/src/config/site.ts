import {
  SITE_DEFAULTS,
  SOCIAL_DEFAULTS,
  SOCIAL_NETWORKS,
  type SocialNetwork,
} from '@codegrow/shared/constants/site';

// Checked by hand rather than with zod: these few fields are read by every page before
// anything else, and the validator would be a sixth of the shell's JavaScript.

export type SiteConfig = { -readonly [K in keyof typeof SITE_DEFAULTS]: string };

export const SITE_META_NAME = 'codegrow-site';

/** The trimmed text of a value, or undefined when it is not a string or blank. */
function text(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  return value.trim() || undefined;
}

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
  const tag = siteTag(content);
  const config: SiteConfig = { ...SITE_DEFAULTS };
  for (const key of Object.keys(config) as (keyof SiteConfig)[]) {
    config[key] = text(tag[key]) ?? config[key];
  }
  return config;
}

/** How the browser reaches Firebase; the server gives it, so one build serves every deployment. */
export interface FirebaseConfig {
  apiKey: string;
  authDomain: string;
  projectId: string;
  appId?: string;
  emulatorUrl?: string;
}

/** The `firebase` part of the site tag; missing or garbled means sign-in through Firebase is off. */
export function parseFirebaseConfig(content: string | null | undefined): FirebaseConfig | null {
  const { firebase } = siteTag(content);
  if (typeof firebase !== 'object' || firebase === null) return null;
  const given = firebase as Record<string, unknown>;
  const apiKey = text(given.apiKey);
  const authDomain = text(given.authDomain);
  const projectId = text(given.projectId);
  if (!apiKey || !authDomain || !projectId) return null;
  const config: FirebaseConfig = { apiKey, authDomain, projectId };
  const { appId, emulatorUrl } = given;
  if (appId !== undefined) {
    if (typeof appId !== 'string') return null;
    config.appId = appId;
  }
  if (emulatorUrl !== undefined) {
    if (!isUrl(emulatorUrl)) return null;
    config.emulatorUrl = emulatorUrl;
  }
  return config;
}

function isUrl(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  try {
    new URL(value);
    return true;
  } catch {
    return false;
  }
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
