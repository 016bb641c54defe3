import { initializeApp } from 'firebase/app';
import {
  browserLocalPersistence,
  browserPopupRedirectResolver,
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  deleteUser,
  FacebookAuthProvider,
  GoogleAuthProvider,
  indexedDBLocalPersistence,
  initializeAuth,
  onAuthStateChanged,
  reload,
  sendEmailVerification,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signInWithPopup,
  signOut,
  updateProfile,
  type Auth,
  type User,
} from 'firebase/auth';
import type { FirebaseConfig } from '../../../config/site';
import type { ProviderAccount } from '../model/auth-reducer';
import {
  IdentityProviderError,
  type IdentityProvider,
  type SocialProvider,
} from './identity-provider';

function toAccount(user: User): ProviderAccount {
  return {
    uid: user.uid,
    email: user.email,
    displayName: user.displayName,
    photoURL: user.photoURL,
    emailVerified: user.emailVerified,
    usesPassword: user.providerData.some((info) => info.providerId === 'password'),
  };
}

function socialProvider(provider: SocialProvider): GoogleAuthProvider | FacebookAuthProvider {
  if (provider === 'facebook') return new FacebookAuthProvider();
  const google = new GoogleAuthProvider();
  google.setCustomParameters({ prompt: 'select_account' });
  return google;
}

function signedInUser(auth: Auth): User {
  const user = auth.currentUser;
  if (!user) throw new IdentityProviderError('auth.toasts.noUserSignedIn');
  return user;
}

async function sendVerificationOrDelete(user: User): Promise<void> {
  try {
    await sendEmailVerification(user);
  } catch {
    // An address that cannot receive the link would leave an account nobody can use.
    await deleteUser(user).catch(() => undefined);
    throw new IdentityProviderError('auth.providerFailures.verificationSendFailed');
  }
}

export function createFirebaseIdentityProvider(config: FirebaseConfig): IdentityProvider {
  const app = initializeApp({
    apiKey: config.apiKey,
    authDomain: config.authDomain,
    projectId: config.projectId,
    ...(config.appId ? { appId: config.appId } : {}),
  });
  const auth = initializeAuth(app, {
    persistence: [indexedDBLocalPersistence, browserLocalPersistence],
    popupRedirectResolver: browserPopupRedirectResolver,
  });
  if (config.emulatorUrl) connectAuthEmulator(auth, config.emulatorUrl, { disableWarnings: true });

  return {
    mode: config.emulatorUrl ? 'emulator' : 'production',

    async signUp({ email, password, displayName }) {
      const { user } = await createUserWithEmailAndPassword(auth, email, password);
      if (displayName) await updateProfile(user, { displayName }).catch(() => undefined);
      await sendVerificationOrDelete(user);
      return toAccount(user);
    },

    async signIn(email, password) {
      const { user } = await signInWithEmailAndPassword(auth, email, password);
      return toAccount(user);
    },

    async signInWith(provider) {
      const { user } = await signInWithPopup(auth, socialProvider(provider));
      return toAccount(user);
    },

    async sendVerification() {
      await sendEmailVerification(signedInUser(auth));
    },

    async reloadUser() {
      const user = auth.currentUser;
      if (!user) return null;
      await reload(user);
      return toAccount(user);
    },

    async sendPasswordReset(email) {
      await sendPasswordResetEmail(auth, email);
    },

    async idToken() {
      // Forced: a token minted before the e-mail was verified still says it is not.
      return auth.currentUser ? auth.currentUser.getIdToken(true) : null;
    },

    signOut: () => signOut(auth),

    async deleteAccount() {
      await deleteUser(signedInUser(auth));
    },

    onStateChange(listener) {
      return onAuthStateChanged(auth, (user) => listener(user ? toAccount(user) : null));
    },
  };
}
