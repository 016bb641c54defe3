import { firebaseConfig } from '../../../config/site';
import type { IdentityProvider } from './identity-provider';

let loading: Promise<IdentityProvider | null> | null = null;

/**
 * The identity provider, or null when the deployment configures none. The
 * Firebase SDK is loaded on first use, so pages that never sign in don't pay for it.
 */
export function loadIdentityProvider(): Promise<IdentityProvider | null> {
  const config = firebaseConfig;
  if (!config) return Promise.resolve(null);
  loading ??= import('./firebase-identity-provider').then(
    (module) => module.createFirebaseIdentityProvider(config),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}
