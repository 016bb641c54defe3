/** The VITE_* values the app uses, read once; a bad value stops the app with its name. */
export interface Env {
  /** Where the API lives; the default works for both the dev proxy and production. */
  API_URL: string;
}

function parseEnv(): Env {
  const apiUrl: unknown = import.meta.env.VITE_API_URL;
  if (apiUrl === undefined) return { API_URL: '/api' };
  if (typeof apiUrl !== 'string' || apiUrl === '') {
    throw new Error('Invalid environment variables: VITE_API_URL');
  }
  return { API_URL: apiUrl };
}

export const env = parseEnv();
