import {
  AUTH_FORM_MESSAGES,
  AUTH_TOASTS,
  PASSWORD_RESET_MESSAGES,
  PROVIDER_LOAD_FAILED,
  PROVIDER_SIGNUP_MESSAGES,
  PROVIDER_UNAVAILABLE,
  providerErrorMessage,
  welcomeMessage,
} from '@codegrow/shared/constants/auth-messages';

/**
 * The auth area's texts: sign-in, sign-up, forgotten and new passwords, the e-mail
 * verification screen, the Google and Facebook buttons, and deleting one's account.
 * The spec's texts that take values are the constants called with `{{placeholders}}`.
 */
export const auth = {
  fields: {
    password: 'Password',
    passwordPlaceholder: 'Your password',
  },
  login: {
    title: 'Welcome back',
    subtitle: 'Sign in to continue learning with {{site}}.',
    noAccount: "Don't have an account?",
    signUp: 'Sign up',
    forgotPassword: 'Forgot password?',
    /** Only shown if a failure carries no message at all. */
    failed: 'Sign-in failed. Please try again.',
  },
  register: {
    title: 'Create your account',
    subtitle: 'Start reading free tutorials today. No card needed.',
    haveAccount: 'Already have an account?',
    signIn: 'Sign in',
    fullName: 'Full Name',
    namePlaceholder: 'Ada Lovelace',
    terms: 'I agree to the <terms>Terms of Service</terms> and <privacy>Privacy Policy</privacy>',
    createAccount: 'Create Account',
    welcome: welcomeMessage('{{site}}'),
  },
  forgotPassword: {
    title: 'Forgot your password?',
    subtitle: 'Enter the e-mail of your account and we will send you a link to choose a new one.',
    remembered: 'Remembered it?',
    backToSignIn: 'Back to sign in',
    send: 'Send reset link',
    failed: PASSWORD_RESET_MESSAGES.requestFailed,
  },
  resetPassword: {
    title: 'Choose a new password',
    subtitle: 'Pick a password of at least 6 characters. The link works once, for an hour.',
    requestNewLink: 'Request a new link',
    newPassword: 'New password',
    confirmNewPassword: 'Confirm new password',
    submit: 'Set new password',
    failed: PASSWORD_RESET_MESSAGES.resetFailed,
  },
  social: {
    divider: 'or continue with',
    signInWith: 'Sign in with {{provider}}',
    signUpWith: 'Sign up with {{provider}}',
  },
  verifyEmail: {
    sent: 'We sent a verification link to <strong>{{email}}</strong>. Open it, and this page continues by itself.',
    emulator:
      'Local mode: the Firebase Auth Emulator sends no e-mail. The link is printed in the terminal running the site.',
    useOtherAccount: 'Use a different account',
  },
  deleteAccount: {
    open: 'Delete Account',
    title: 'Delete your account?',
    warning:
      'Your profile, likes, saved articles and reading history are removed for good. This cannot be undone.',
    confirmWithPassword: 'Enter your password to confirm.',
    confirmProvider:
      'You signed in with an identity provider, so there is no password to ask for. For your safety the sign-in must be recent: if it is older than 10 minutes, sign out and back in first.',
    cancel: 'Cancel',
    deleting: 'Deleting...',
    confirm: 'Delete my account',
    failed: 'Failed to delete your account',
  },
  diagnostics: {
    runAgain: 'Run checks again',
    testGoogle: 'Test Google sign-in',
    log: 'Diagnostics log',
  },
  /** docs/product.md §8's toasts. */
  toasts: AUTH_TOASTS,
  /** Our own reasons a provider sign-in cannot go on. */
  providerFailures: {
    unavailable: PROVIDER_UNAVAILABLE,
    loadFailed: PROVIDER_LOAD_FAILED,
    verifyEmailFirst: AUTH_FORM_MESSAGES.verifyEmailFirst,
    verificationSendFailed: PROVIDER_SIGNUP_MESSAGES.verificationSendFailed,
  },
  /** The identity provider's error codes (without 'auth/'), as docs/product.md §8 words them. */
  providerErrors: {
    'user-not-found': providerErrorMessage('user-not-found'),
    'wrong-password': providerErrorMessage('wrong-password'),
    'email-already-in-use': providerErrorMessage('email-already-in-use'),
    'weak-password': providerErrorMessage('weak-password'),
    'invalid-email': providerErrorMessage('invalid-email'),
    'popup-closed-by-user': providerErrorMessage('popup-closed-by-user'),
    'popup-blocked': providerErrorMessage('popup-blocked'),
    'cancelled-popup-request': providerErrorMessage('cancelled-popup-request'),
    'unauthorized-domain': providerErrorMessage('unauthorized-domain'),
    'operation-not-allowed': providerErrorMessage('operation-not-allowed'),
    'account-exists-with-different-credential': providerErrorMessage(
      'account-exists-with-different-credential',
    ),
    'network-request-failed': providerErrorMessage('network-request-failed'),
    'too-many-requests': providerErrorMessage('too-many-requests'),
    'invalid-credential': providerErrorMessage('invalid-credential'),
    'invalid-login-credentials': providerErrorMessage('invalid-login-credentials'),
  },
  /** Any other provider error code, named. */
  providerErrorOther: providerErrorMessage('{{code}}'),
} as const;
