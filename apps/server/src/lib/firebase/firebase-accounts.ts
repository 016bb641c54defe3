import { AUTH_API_MESSAGES, AUTH_FORM_MESSAGES } from '@codegrow/shared/constants/auth-messages';
import type { Database } from '../../db/client';
import { invalidInput, conflict, forbidden } from '../errors/app-error';
import { createUsersRepository, type UserRow } from '../auth/users-repository';
import type { FirebaseIdentity } from './firebase-token-verifier';

export const FIREBASE_MESSAGES = {
  created: 'Account created successfully',
  signedIn: 'Signed in successfully',
  linked: 'Your Google or Facebook sign-in is now linked to your account',
  mismatch: 'The account details do not match the identity token',
} as const;

export interface FirebaseRegisterInput {
  uid?: string | undefined;
  email?: string | undefined;
  name?: string | undefined;
  photoURL?: string | undefined;
}

/**
 * Creates or links the product account for a verified Firebase identity.
 * Everything that matters (uid, e-mail, verification, provider) comes from the
 * token; the body may only add a display name or photo, and must agree with it.
 */
export async function registerFirebaseUser(
  db: Database,
  identity: FirebaseIdentity,
  input: FirebaseRegisterInput,
  adminEmails: readonly string[],
): Promise<{ user: UserRow; isNewUser: boolean; message: string }> {
  if (input.uid && input.uid !== identity.uid)
    throw invalidInput(FIREBASE_MESSAGES.mismatch, 'uid');
  if (input.email && input.email.trim().toLowerCase() !== identity.email)
    throw invalidInput(FIREBASE_MESSAGES.mismatch, 'email');
  if (identity.provider === 'password' && !identity.emailVerified)
    throw forbidden(AUTH_FORM_MESSAGES.verifyEmailFirst);
  // An unverified address proves nothing about who holds it: no admin rights from it.
  const role =
    identity.emailVerified && adminEmails.includes(identity.email) ? ('admin' as const) : undefined;
  const photo =
    identity.picture ??
    (input.photoURL && /^https?:\/\//.test(input.photoURL) ? input.photoURL : null);

  return db.transaction(async (tx) => {
    const accounts = createUsersRepository(tx);
    const byUid = await accounts.findByFirebaseUid(identity.uid);
    if (byUid) {
      const user = await accounts.recordFirebaseSignIn(byUid.id, {
        emailVerified: identity.emailVerified || byUid.emailVerified,
        photoUrl: byUid.photoUrl ?? photo,
        role,
      });
      return { user: user ?? byUid, isNewUser: false, message: FIREBASE_MESSAGES.signedIn };
    }

    const byEmail = await accounts.findByEmail(identity.email);
    if (byEmail) {
      // Linking hands the existing account to whoever holds this identity: only for a proven address.
      if (!identity.emailVerified) throw conflict(AUTH_API_MESSAGES.emailTaken, 'email');
      if (byEmail.firebaseUid) throw conflict(AUTH_API_MESSAGES.emailTaken, 'email');
      const user = await accounts.recordFirebaseSignIn(byEmail.id, {
        firebaseUid: identity.uid,
        emailVerified: true,
        photoUrl: byEmail.photoUrl ?? photo,
        role,
      });
      return { user: user ?? byEmail, isNewUser: false, message: FIREBASE_MESSAGES.linked };
    }

    const user = await accounts.insert({
      email: identity.email,
      name: input.name?.trim() || identity.name || 'Firebase User',
      photoUrl: photo,
      authProvider: 'firebase',
      firebaseUid: identity.uid,
      emailVerified: identity.emailVerified,
      role: role ?? 'user',
    });
    // Taken between the look-up above and now, by a registration of the same address.
    if (!user) throw conflict(AUTH_API_MESSAGES.emailTaken, 'email');
    return { user, isNewUser: true, message: FIREBASE_MESSAGES.created };
  });
}
