import { beforeEach, describe, expect, it, vi } from 'vitest';

// The Firebase SDK stands in for the provider's servers; what is under test is
// what our module does with its answers.
const sdk = vi.hoisted(() => ({
  createUserWithEmailAndPassword: vi.fn(),
  sendEmailVerification: vi.fn(),
  deleteUser: vi.fn(),
  updateProfile: vi.fn(),
  connectAuthEmulator: vi.fn(),
  setCustomParameters: vi.fn(),
  signInWithPopup: vi.fn(),
}));

vi.mock('firebase/app', () => ({ initializeApp: () => ({}) }));
vi.mock('firebase/auth', () => ({
  ...sdk,
  initializeAuth: () => ({ currentUser: null }),
  browserLocalPersistence: {},
  indexedDBLocalPersistence: {},
  browserPopupRedirectResolver: {},
  GoogleAuthProvider: class {
    setCustomParameters = sdk.setCustomParameters;
  },
  FacebookAuthProvider: class {
    readonly providerId = 'facebook.com';
  },
}));

const { createFirebaseIdentityProvider } = await import('./firebase-identity-provider');

const config = {
  apiKey: 'demo-api-key',
  authDomain: 'demo-codegrow.firebaseapp.com',
  projectId: 'demo-codegrow',
  emulatorUrl: 'http://127.0.0.1:9099',
};
const user = {
  uid: 'u-1',
  email: 'ada@codegrow.dev',
  displayName: null,
  photoURL: null,
  emailVerified: false,
  ban: null,
  providerData: [{ providerId: 'password' }],
};

beforeEach(() => {
  vi.clearAllMocks();
  sdk.createUserWithEmailAndPassword.mockResolvedValue({ user });
  sdk.updateProfile.mockResolvedValue(undefined);
  sdk.deleteUser.mockResolvedValue(undefined);
});

describe('the Firebase identity provider', () => {
  it('uses the emulator when the server names one', () => {
    createFirebaseIdentityProvider(config);
    expect(sdk.connectAuthEmulator).toHaveBeenCalledWith(expect.anything(), config.emulatorUrl, {
      disableWarnings: true,
    });
  });

  it('signs up, names the account and sends the verification e-mail', async () => {
    sdk.sendEmailVerification.mockResolvedValue(undefined);
    const provider = createFirebaseIdentityProvider(config);
    const account = await provider.signUp({
      email: user.email,
      password: 'secret1',
      displayName: 'Ada',
    });
    expect(sdk.updateProfile).toHaveBeenCalledWith(user, { displayName: 'Ada' });
    expect(sdk.sendEmailVerification).toHaveBeenCalledWith(user);
    expect(account).toMatchObject({ uid: 'u-1', usesPassword: true, emailVerified: false });
    expect(sdk.deleteUser).not.toHaveBeenCalled();
  });

  it('deletes the new account when the verification e-mail cannot be sent', async () => {
    sdk.sendEmailVerification.mockRejectedValue(new Error('auth/invalid-recipient-email'));
    const provider = createFirebaseIdentityProvider(config);
    await expect(provider.signUp({ email: user.email, password: 'secret1' })).rejects.toThrow(
      expect.objectContaining({ key: 'auth.providerFailures.verificationSendFailed' }),
    );
    expect(sdk.deleteUser).toHaveBeenCalledWith(user);
  });

  it('makes Google ask which account to use, every time', async () => {
    sdk.signInWithPopup.mockResolvedValue({ user: { ...user, providerData: [] } });
    await createFirebaseIdentityProvider(config).signInWith('google');
    expect(sdk.setCustomParameters).toHaveBeenCalledWith({ prompt: 'select_account' });
  });
});
