import { SignJWT, jwtVerify } from 'jose';
import { idSchema } from '@codegrow/shared/schemas/common';

const ISSUER = 'codegrow';
const AUDIENCE = 'codegrow-api';
/** Every claim a token must carry; one without an expiry would be good forever. */
const REQUIRED_CLAIMS = ['exp', 'iat', 'iss', 'aud', 'sub'];
const subjectSchema = idSchema('sub');

export interface TokenSubject {
  id: number;
  /** Raised when the password changes: tokens signed with an older version stop working. */
  tokenVersion: number;
}

export interface VerifiedToken {
  userId: number;
  tokenVersion: number;
  issuedAt: Date;
}

export interface TokenService {
  sign(user: TokenSubject): Promise<string>;
  /** Whose token, which version and when it was issued; null for one forged, expired or malformed. */
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

export function createTokenService(secret: string, expiresIn: string): TokenService {
  const keyPromise = hmacKey(secret);
  return {
    sign: async (user) =>
      new SignJWT({ ver: user.tokenVersion })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(user.id))
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(expiresIn)
        .sign(await keyPromise),
    async verify(token) {
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
        // Tokens from before versions existed count as version 0.
        const tokenVersion = payload.ver ?? 0;
        if (!Number.isSafeInteger(tokenVersion)) return null;
        return {
          userId: subject.data,
          tokenVersion: tokenVersion as number,
          issuedAt: new Date(payload.iat * 1000),
        };
      } catch {
        return null;
      }
    },
  };
}
