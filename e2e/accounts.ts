/** The demo accounts the server seeds for the e2e run (see playwright.config.ts). */
export const ADMIN = {
  name: 'CodeGrow Admin',
  email: 'admin@codegrow.local',
  password: 'admin-e2e-pass',
} as const;

export const READER = {
  name: 'Demo Reader',
  email: 'reader@codegrow.local',
  password: 'reader-e2e-pass',
} as const;
