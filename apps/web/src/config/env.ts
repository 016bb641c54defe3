// zod/mini: the shell's main bundle stays small; the full zod loads with the forms.
import * as z from 'zod/mini';

const envSchema = z.object({
  /** Where the API lives; the default works for both the dev proxy and production. */
  API_URL: z._default(z.string().check(z.minLength(1)), '/api'),
});

export type Env = z.infer<typeof envSchema>;

/** The VITE_* values the app uses, parsed once; a bad value stops the app with its name. */
function parseEnv(): Env {
  const raw = { API_URL: import.meta.env.VITE_API_URL };
  const result = envSchema.safeParse(raw);
  if (!result.success) {
    const names = result.error.issues.map((issue) => `VITE_${issue.path.join('.')}`);
    throw new Error(`Invalid environment variables: ${names.join(', ')}`);
  }
  return result.data;
}

export const env = parseEnv();
