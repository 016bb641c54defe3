import {
  createRemoteJWKSet,
  decodeJwt,
  jwtVerify,
  type JWTPayload,
  type JWTVerifyGetKey,
} from 'jose';

const GOOGLE_KEYS_URL =
  'https://www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com';

/** What the server trusts about a Firebase user: only what a verified token says. */
export interface FirebaseIdentity {
  uid: string;
  email: string;
  emailVerified: boolean;
  name: string | null;
  picture: string | null;
  /** 'password', 'google.com', 'facebook.com'… */
  provider: string;
}

export interface FirebaseVerifierOptions {
  projectId: string;
  /** host:port of the Auth Emulator, whose tokens are unsigned and checked with the emulator itself. */
  emulatorHost?: string | undefined;
  /** Google's public keys by default; tests pass their own. */
  keys?: JWTVerifyGetKey;
  fetch?: typeof fetch;
}

export type FirebaseTokenVerifier = (idToken: string) => Promise<FirebaseIdentity | null>;

function identityFrom(payload: JWTPayload): FirebaseIdentity | null {
  const firebase = payload.firebase as { sign_in_provider?: unknown } | undefined;
  const email = typeof payload.email === 'string' ? payload.email.trim().toLowerCase() : '';
  if (!payload.sub || !email) return null;
  return {
    uid: payload.sub,
    email,
    emailVerified: payload.email_verified === true,
    name: typeof payload.name === 'string' ? payload.name : null,
    picture:
      typeof payload.picture === 'string' && /^https?:\/\//.test(payload.picture)
        ? payload.picture
        : null,
    provider:
      typeof firebase?.sign_in_provider === 'string' ? firebase.sign_in_provider : 'unknown',
  };
}

/**
 * Verifies Firebase ID tokens: RS256 with Google's rotating keys, issuer and
 * audience of this project, not expired, signed in no later than now. A token
 * that fails any check is answered with null, never an exception.
 */
export function createFirebaseTokenVerifier(opts: FirebaseVerifierOptions): FirebaseTokenVerifier {
  const issuer = `https://securetoken.google.com/${opts.projectId}`;
  if (opts.emulatorHost)
    return emulatorVerifier(opts.emulatorHost, opts.projectId, issuer, opts.fetch ?? fetch);
  const keys = opts.keys ?? createRemoteJWKSet(new URL(GOOGLE_KEYS_URL));
  return async (idToken) => {
    try {
      const { payload } = await jwtVerify(idToken, keys, {
        algorithms: ['RS256'],
        issuer,
        audience: opts.projectId,
      });
      if (typeof payload.auth_time !== 'number' || payload.auth_time * 1000 > Date.now() + 60_000)
        return null;
      return identityFrom(payload);
    } catch {
      return null;
    }
  };
}

/**
 * The emulator signs nothing, so its tokens are checked for shape, project and
 * expiry, then confirmed by asking the emulator who they belong to.
 */
function emulatorVerifier(
  host: string,
  projectId: string,
  issuer: string,
  fetchImpl: typeof fetch,
): FirebaseTokenVerifier {
  return async (idToken) => {
    try {
      const payload = decodeJwt(idToken);
      const expired = typeof payload.exp !== 'number' || payload.exp * 1000 < Date.now();
      if (payload.iss !== issuer || payload.aud !== projectId || expired) return null;
      const response = await fetchImpl(
        `http://${host}/identitytoolkit.googleapis.com/v1/accounts:lookup?key=emulator`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ idToken }),
        },
      );
      if (!response.ok) return null;
      const { users } = (await response.json()) as {
        users?: { localId: string; emailVerified?: boolean }[];
      };
      const account = users?.[0];
      if (!account || account.localId !== payload.sub) return null;
      const identity = identityFrom(payload);
      // The emulator's record is fresher than the token for the verification flag.
      return identity && { ...identity, emailVerified: account.emailVerified === true };
    } catch {
      return null;
    }
  };
}
