/** Texts of the app shell (docs/product.md §2) that tests and pages share. */
export const UI_TEXT = {
  logIn: 'Log in',
  goBackHome: 'Go Back Home',
  pageNotFound: 'Page not found',
  unexpectedError: 'Unexpected Application Error!',
  adminComingSoon: 'The admin panel is coming soon.',
  accessDenied: 'Access Denied',
  loginToViewDashboard: 'Please login to view your dashboard',
  loadingDashboard: 'Loading dashboard...',
  loading: 'Loading...',
  verifyYourEmail: 'Verify Your Email',
  iveVerified: "I've Verified My Email",
  resendVerification: 'Resend Verification Email',
  signInTraditional: 'Sign in (Traditional)',
  signInProvider: 'Sign in (Firebase)',
  signUpProvider: 'Sign up (Firebase)',
  exploreBlogs: 'Explore Blogs',
  getStartedFree: 'Get Started Free',
  upgradeToPremium: 'Upgrade to Premium',
  goToDashboard: 'Go to Dashboard',
  darkMode: 'Dark Mode',
  adminPanel: 'Admin Panel',
  /** A server-rendered page whose app could not be loaded (offline, blocked): links still work. */
  pageLoadFailed: 'This page could not finish loading. Check your connection and try again.',
  offlineNotSent: 'You are offline: nothing was sent. Try again once you are connected.',
  reloadPage: 'Reload the page',
  /** On a button of a page the app has not taken over yet. */
  notReadyYet: 'Still loading: this button works in a moment.',
} as const;

export const API_ERROR_MESSAGES = {
  routeNotFound: 'Route not found',
  malformedJson: 'Malformed JSON in request body',
  malformedUrl: 'The address is not a valid URL',
  malformedForm: 'The form data could not be read',
  otherSiteForm: "This form can be sent only from this site's own pages",
  bodyTooLarge: 'Request body is too large',
  unsupportedMediaType: 'Unsupported content type',
  internal: 'Something went wrong on our side. Please try again.',
  tooManyRequests: 'Too many requests. Please slow down and try again shortly.',
  serverBusy: 'The server is busy right now. Please try again in a few seconds.',
  imageStoreUnavailable: 'Images cannot be stored or read right now. Please try again shortly.',
  databaseUnavailable: 'The site cannot reach its database right now. Please try again shortly.',
  validationFailed: 'Validation failed',
  invalidValue: 'A value in the request is not valid',
  conflictingValue: 'This conflicts with data that already exists',
} as const;

/** The client's message when the server gave none (docs/product.md §7). */
export function httpErrorMessage(status: number): string {
  return `HTTP error! status: ${status}`;
}
