/** Every auth-related text of docs/product.md §5 and §8, verbatim. */
export const AUTH_FORM_MESSAGES = {
  fillAllFields: 'Please fill in all fields',
  nameTooShort: 'Name must be at least 2 characters long',
  invalidEmail: 'Please enter a valid email address',
  fakeEmail: 'Please use a real email address',
  passwordTooShort: 'Password must be at least 6 characters long',
  passwordTooLong: 'Password must be at most 128 characters long',
  nameTooLong: 'Name must be at most 100 characters long',
  emailTooLong: 'Email must be at most 254 characters long',
  passwordsMismatch: 'Passwords do not match',
  acceptTerms: 'Please accept the Terms of Service and Privacy Policy',
  verifyEmailFirst:
    'Please verify your email before signing in. Check your inbox for the verification link.',
} as const;

export const PROVIDER_SIGNUP_MESSAGES = {
  invalidEmail: 'Please enter a valid email address',
  fakeEmail: 'Please use a valid email address',
  verificationSendFailed:
    'Failed to send verification email. The email address may not exist. Please check your email and try again.',
  accountCreated: 'Account created successfully! Please check your email to verify your account.',
} as const;

/** Identity-provider error codes (without the 'auth/' prefix) and what the user reads. */
export const PROVIDER_ERROR_MESSAGES: Record<string, string> = {
  'user-not-found': 'No account found with this email address.',
  'wrong-password': 'Incorrect password.',
  'email-already-in-use': 'An account with this email already exists.',
  'weak-password': 'Password should be at least 6 characters.',
  'invalid-email': 'Invalid email address.',
  'popup-closed-by-user': 'Sign-in popup was closed before completion.',
  'popup-blocked': 'Sign-in popup was blocked by the browser. Please allow popups for this site.',
  'cancelled-popup-request': 'Only one popup request is allowed at one time.',
  'unauthorized-domain':
    "This domain is not authorized for OAuth operations. Please add it to the provider's console.",
  'operation-not-allowed':
    "Google sign-in is not enabled. Please enable it in the provider's console.",
  'account-exists-with-different-credential':
    'An account already exists with the same email but different sign-in credentials.',
  'network-request-failed': 'Network error. Please check your internet connection and try again.',
  'too-many-requests': 'Too many requests. Please try again later.',
  // Not in the spec's list: what providers answer for a wrong e-mail or password
  // when they hide which of the two was wrong.
  'invalid-credential': 'Incorrect email or password.',
  'invalid-login-credentials': 'Incorrect email or password.',
};

/** Shown on the provider buttons of a deployment without Firebase configured. */
export const PROVIDER_UNAVAILABLE = 'Sign-in with Firebase is not configured on this site.';
/** Shown when the Firebase SDK could not be loaded (offline, blocked). */
export const PROVIDER_LOAD_FAILED =
  'The Firebase sign-in could not be loaded. Check your connection and reload the page.';

export function providerErrorMessage(code: string): string {
  const bare = code.replace(/^auth\//, '');
  return (
    PROVIDER_ERROR_MESSAGES[bare] ??
    `Authentication error: ${code}. Please try again or contact support.`
  );
}

export const AUTH_TOASTS = {
  signedIn: 'Signed in successfully',
  signedInWithGoogle: 'Signed in with Google successfully',
  signedInWithGoogleExclaimed: 'Signed in with Google successfully!',
  signedInWithFacebook: 'Signed in with Facebook successfully',
  passwordResetSent: 'Password reset email sent',
  signedOut: 'Signed out successfully',
  signOutFailed: 'Failed to sign out',
  signOutPending:
    'The site could not be reached: signing out finishes as soon as it can be. Nothing of your account shows here meanwhile.',
  signedOutEverywhere: 'Signed out on every device, this one too',
  signOutEverywhereFailed: 'Could not sign out on every device. Please try again.',
  noUserSignedIn: 'No user is currently signed in',
  verificationSent: 'Verification email sent successfully',
  verificationSentCheckInbox: 'Verification email sent! Please check your inbox.',
  emailVerified: 'Email verified successfully!',
  emailNotVerifiedYet:
    'Email not verified yet. Please check your inbox and click the verification link.',
  verificationCheckFailed: 'Error checking verification status',
  verificationSendFailed: 'Failed to send verification email',
  verificationSendFailedRetry: 'Failed to send verification email. Please try again.',
  accountCreatedVerify:
    'Account created! Please check your email and verify your account before signing in.',
  firebaseLoginFailed: 'Firebase login failed. Please try again.',
  googleSignInFailed: 'Google sign in failed. Please try again.',
  facebookSignInFailed: 'Facebook sign in failed. Please try again.',
  registrationFailed: 'Registration failed. Please try again.',
  firebaseRegistrationFailed: 'Firebase registration failed. Please try again.',
  googleSignUpFailed: 'Google sign up failed. Please try again.',
  facebookSignUpFailed: 'Facebook sign up failed. Please try again.',
} as const;

export function welcomeMessage(siteName: string): string {
  return `Welcome to ${siteName}! Your account has been created.`;
}

/** Server answers for the product's own accounts. */
export const AUTH_API_MESSAGES = {
  invalidCredentials: 'Invalid email or password',
  emailTaken: 'An account with this email already exists.',
  tooManyLoginAttempts: 'Too many failed login attempts. Please try again in 15 minutes.',
  loginRequired: 'Unauthorized: please log in',
  invalidToken: 'Invalid token: please log in again',
  adminRequired: 'Forbidden: admin access required',
  accountGone: 'Invalid token: this account no longer exists',
  sessionEnded: 'Invalid token: the password has changed since this sign-in. Please log in again.',
  sessionGone: 'Invalid token: this session has ended. Please log in again.',
  invalidIdentityToken: 'Invalid token: the sign-in could not be verified. Please sign in again.',
  useProviderSignIn:
    'This account signs in with Google, Facebook or e-mail link. Use those buttons.',
  crossSiteRequest:
    'Forbidden: this request did not come from this site. Reload the page and try again.',
  signedOut: 'Signed out',
  signedOutEverywhere: 'Signed out on every device',
} as const;

/** Reset links for the product's own accounts: the server's answers and the pages' texts. */
export const PASSWORD_RESET_MESSAGES = {
  requested: 'If an account exists for this e-mail, we sent it a link to reset the password.',
  changed: 'Your password has been changed. You can sign in now.',
  invalidLink: 'This reset link is invalid or has expired. Please ask for a new one.',
  /** Only shown if a failure carries no message at all. */
  requestFailed: 'The reset link could not be sent. Please try again.',
  resetFailed: 'Your password could not be changed. Please try again.',
} as const;

/** Deleting one's own account (the dashboard's danger zone). */
export const ACCOUNT_DELETION_MESSAGES = {
  deleted: 'Your account has been deleted',
  wrongPassword: 'Password is incorrect',
  passwordRequired: 'Please enter your password to confirm',
  loginAgain: 'Please sign in again, then delete your account within 10 minutes',
} as const;
