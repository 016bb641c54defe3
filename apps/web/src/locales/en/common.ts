import { AUTH_TOASTS } from '@codegrow/shared/constants/auth-messages';
import { PATH_LEVEL_LABELS } from '@codegrow/shared/constants/learning';
import { OFFLINE_TEXT } from '@codegrow/shared/constants/offline';
import { UI_TEXT } from '@codegrow/shared/constants/ui-messages';

/** The app's shell: header, menu, footer, and texts every page may show. */
export const common = {
  ui: UI_TEXT,
  nav: {
    main: 'Main',
    /** The small-screen menu's navigation. */
    mobile: 'Mobile',
    home: 'Home',
    blogs: 'Blogs',
    allBlogs: 'All Blogs',
    paths: 'Paths',
    subscribe: 'Subscribe',
    contact: 'Contact',
    search: 'Search',
  },
  header: {
    skipToContent: 'Skip to content',
    toLightMode: 'Switch to light mode',
    toDarkMode: 'Switch to dark mode',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
  },
  account: {
    dashboard: 'Dashboard',
    admin: 'Admin',
    logOut: 'Log out',
    login: 'Login',
    signUp: 'Sign Up',
    signedOut: AUTH_TOASTS.signedOut,
    signOutFailed: AUTH_TOASTS.signOutFailed,
    signOutPending: AUTH_TOASTS.signOutPending,
  },
  footer: {
    about:
      '{{site}} helps learners master programming, databases and software development with practical tutorials, in-depth guides and premium courses.',
    socialLinks: 'Social links',
    quickLinks: 'Quick Links',
    copyright: '© {{year}} {{site}}. All rights reserved.',
    offlineReading: OFFLINE_TEXT.listLink,
    privacy: 'Privacy Policy',
    terms: 'Terms of Service',
  },
  language: {
    /** The switcher's accessible name. */
    label: 'Language',
  },
  /** The router's fallback when a page fails. */
  error: {
    message: 'Something went wrong while showing this page. Reloading usually helps.',
    reload: 'Reload page',
  },
  notFound: {
    message: 'The page you are looking for does not exist or has moved.',
  },
  /** The shared form fields' own texts (a form may give its own labels). */
  form: {
    email: 'Email',
    password: 'Password',
    confirmPassword: 'Confirm Password',
    newPasswordPlaceholder: 'At least 6 characters',
    repeatPasswordPlaceholder: 'Repeat your password',
    /** The show-password button's name: short, so it never matches the field's own label. */
    show: 'Show',
    hide: 'Hide',
    showPassword: 'Show password',
    hidePassword: 'Hide password',
  },
  badges: {
    premium: 'Premium',
    pathLevels: PATH_LEVEL_LABELS,
    transactionStatus: {
      pending: 'Pending',
      approved: 'Approved',
      rejected: 'Rejected',
    },
  },
  /** The footer's visitor figures. */
  visitors: {
    heading: 'Visitor statistics',
    showAll: 'Show all',
    showLess: 'Show less',
    unavailable: 'Unavailable',
    totalViews: { label: 'Total views', hint: 'Every page load' },
    uniqueVisitors: { label: 'Unique visitors', hint: 'Distinct visitors today' },
    totalVisitors: { label: 'Total visitors', hint: 'Visitors summed over all days' },
  },
  minRead: '{{minutes}} min read',
} as const;
