import { SignJWT, jwtVerify } from 'jose';

const ISSUER = 'codegrow';
const AUDIENCE = 'codegrow-api';

export interface VerifiedToken {
  userId: number;
  issuedAt: Date;
}

export interface TokenService {
  sign(userId: number): Promise<string>;
  /** Whose token and when it was issued, or null for one that is forged, expired or malformed. */
  verify(token: string): Promise<VerifiedToken | null>;
}

export function createTokenService(secret: string, expiresIn: string): TokenService {
  const key = new TextEncoder().encode(secret);
  return {
    sign: (userId) =>
      new SignJWT({})
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(userId))
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(expiresIn)
        .sign(key),
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          audience: AUDIENCE,
        });
        const userId = Number(payload.sub);
        if (!Number.isSafeInteger(userId) || userId <= 0 || !payload.iat) return null;
        return { userId, issuedAt: new Date(payload.iat * 1000) };
      } catch {
        return null;
      }
    },
  };
}
