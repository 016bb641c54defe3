import { LRUCache } from 'lru-cache';
import { SignJWT, jwtVerify } from 'jose';
import { idSchema } from '@codegrow/shared/schemas/common';

const ISSUER = 'codegrow';
const AUDIENCE = 'codegrow-api';
/**
 * Every claim a token must carry: one without an expiry would be good forever, one without a
 * session (`sid`) could not be ended by signing out.
 */
const REQUIRED_CLAIMS = ['exp', 'iat', 'iss', 'aud', 'sub', 'sid'];
const subjectSchema = idSchema('sub');

export interface TokenSubject {
  id: number;
  /** Raised when the password changes: tokens signed with an older version stop working. */
  tokenVersion: number;
}

/** The server's session a token belongs to (sessions-repository.ts), and when it ends. */
export interface TokenSession {
  id: string;
  expiresAt: Date;
}

export interface VerifiedToken {
  userId: number;
  tokenVersion: number;
  sessionId: string;
  issuedAt: Date;
  expiresAt: Date;
}

export interface TokenService {
  /** A token for the account's session, good until the session's end as it stands. */
  sign(user: TokenSubject, session: TokenSession): Promise<string>;
  /**
   * Whose token, which version and session, and when it was issued and ends; null for one
   * forged, expired or malformed. Whether its session still lasts is the caller's to ask.
   */
  verify(token: string): Promise<VerifiedToken | null>;
}

/**
 * The signing key imported once: handed the raw secret, jose would import it again for
 * every token it signs or checks.
 */
const hmacKey = (secret: string) =>
  crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );

/** How many verified tokens are remembered; past it, the oldest is forgotten. */
const REMEMBERED_TOKENS_MAX = 10_000;

/**
 * Tokens already verified, each until its expiry. A signed-in reader sends the same token
 * with every request, and checking its signature again (an HMAC through WebCrypto's job
 * queue) was a fifth of a like's time. Only valid tokens are kept, so forged ones cannot
 * fill it; what the token says is still checked against the account on every request.
 */
function rememberedTokens() {
  // Bounded by count, least recently used first; each entry's end is its token's own expiry.
  const tokens = new LRUCache<string, { verified: VerifiedToken; expiresAt: number }>({
    max: REMEMBERED_TOKENS_MAX,
  });
  return {
    get(token: string): VerifiedToken | undefined {
      const entry = tokens.get(token);
      if (!entry) return undefined;
      if (Date.now() < entry.expiresAt) return entry.verified;
      tokens.delete(token);
      return undefined;
    },
    set(token: string, verified: VerifiedToken, expiresAt: number) {
      tokens.set(token, { verified, expiresAt });
    },
  };
}

export function createTokenService(secret: string): TokenService {
  const keyPromise = hmacKey(secret);
  const remembered = rememberedTokens();
  return {
    sign: async (user, session) =>
      new SignJWT({ ver: user.tokenVersion, sid: session.id })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(user.id))
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(session.expiresAt)
        .sign(await keyPromise),
    async verify(token) {
      const known = remembered.get(token);
      if (known) return known;
      const key = await keyPromise;
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          audience: AUDIENCE,
          requiredClaims: REQUIRED_CLAIMS,
        });
        const subject = subjectSchema.safeParse(payload.sub);
        if (!subject.success || !/^\d+$/.test(payload.sub ?? '') || !payload.iat) return null;
        const { ver: tokenVersion = 0, sid: sessionId } = payload;
        if (!Number.isSafeInteger(tokenVersion) || typeof sessionId !== 'string') return null;
        if (!/^[\w-]{1,64}$/.test(sessionId)) return null;
        const verified = {
          userId: subject.data,
          tokenVersion: tokenVersion as number,
          sessionId,
          issuedAt: new Date(payload.iat * 1000),
          expiresAt: new Date((payload.exp as number) * 1000),
        };
        remembered.set(token, verified, (payload.exp as number) * 1000);
        return verified;
      } catch {
        return null;
      }
    },
  };
}
