import { createHash, randomBytes } from 'node:crypto';

/**
 * Tokens of links sent by e-mail (a password reset, a gift): random, URL-safe, and stored only
 * as their hash, so the database alone cannot open one.
 */
export const newLinkToken = () => randomBytes(32).toString('base64url');
export const linkTokenDigest = (token: string) => createHash('sha256').update(token).digest('hex');
