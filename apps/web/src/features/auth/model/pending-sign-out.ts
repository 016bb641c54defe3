import {
  cookieName,
  LOOPBACK_HOSTS,
  PENDING_SIGN_OUT_COOKIE,
} from '@codegrow/shared/constants/site';

/** As the server names its cookies here: `__Host-` wherever they are Secure. */
const secure = () => location.protocol === 'https:' || !LOOPBACK_HOSTS.includes(location.hostname);
const pendingName = () => cookieName(PENDING_SIGN_OUT_COOKIE, secure());

/** The longest a session lasts: a note older than that has nothing left to end. */
const NOTE_MAX_AGE_SECONDS = 30 * 24 * 3600;

/**
 * A sign-out the server could not be told of (no connection). The session cookie is out of the
 * page's reach, so the page leaves a note in a cookie of its own, which goes with the first
 * request once the connection is back: the server ends the session before answering it with
 * anything signed in, and clears both.
 */
export const pendingSignOut = {
  note(): void {
    const attributes = ['Path=/', 'SameSite=Lax', `Max-Age=${NOTE_MAX_AGE_SECONDS}`];
    if (secure()) attributes.push('Secure');
    document.cookie = `${pendingName()}=1; ${attributes.join('; ')}`;
  },
  waiting(): boolean {
    return document.cookie.split(';').some((pair) => pair.trim().startsWith(`${pendingName()}=`));
  },
};
