import type { FirebaseConfig } from '../../../config/site';

export type CheckStatus = 'SUCCESS' | 'FAILED' | 'RUNNING';

export interface CheckLine {
  at: Date;
  status: CheckStatus;
  label: string;
  detail: string;
}

export type CheckOutcome = Pick<CheckLine, 'status' | 'detail'>;

const ok = (detail: string): CheckOutcome => ({ status: 'SUCCESS', detail });
const failed = (detail: string): CheckOutcome => ({ status: 'FAILED', detail });

export function checkConfiguration(config: FirebaseConfig | null): CheckOutcome {
  if (!config) {
    return failed(
      'No Firebase configuration. Set FIREBASE_API_KEY, FIREBASE_AUTH_DOMAIN and FIREBASE_PROJECT_ID on the server, or FIREBASE_AUTH_EMULATOR_HOST for the local emulator.',
    );
  }
  const mode = config.emulatorUrl ? `Auth Emulator at ${config.emulatorUrl}` : 'production';
  return ok(`project ${config.projectId}, ${mode}, auth domain ${config.authDomain}`);
}

/** Where the Identity Toolkit API answers: Google, or the emulator's mirror of it. */
function identityToolkit(config: FirebaseConfig): string {
  return config.emulatorUrl
    ? `${config.emulatorUrl}/identitytoolkit.googleapis.com`
    : 'https://identitytoolkit.googleapis.com';
}

interface ProjectConfig {
  authorizedDomains?: string[];
}

/**
 * Asks the auth server for the project's settings: it proves the server is
 * reachable and the API key valid, and lists the domains allowed to sign in.
 */
export async function checkAuthServer(
  config: FirebaseConfig,
  hostname: string,
  fetchImpl: typeof fetch = fetch,
): Promise<CheckOutcome[]> {
  const url = `${identityToolkit(config)}/v1/projects?key=${encodeURIComponent(config.apiKey)}`;
  let response: Response;
  try {
    response = await fetchImpl(url);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return [failed(`cannot reach ${identityToolkit(config)}: ${reason}`)];
  }
  if (!response.ok) return [failed(`the auth server answered HTTP ${response.status}`)];
  const project = (await response.json().catch(() => ({}))) as ProjectConfig;
  const reachable = ok(`${identityToolkit(config)} answers and accepts the API key`);
  if (config.emulatorUrl) return [reachable, ok('the emulator accepts sign-in from any domain')];
  const domains = project.authorizedDomains ?? [];
  const authorized = domains.includes(hostname)
    ? ok(`${hostname} is an authorized domain`)
    : failed(
        `${hostname} is not among the authorized domains (${domains.join(', ') || 'none'}); add it in the Firebase console`,
      );
  return [reachable, authorized];
}
