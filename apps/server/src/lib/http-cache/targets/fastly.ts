import type { PurgeTarget } from './purge-target';
import { sendPurge } from './send-purge';

/**
 * Fastly's batch purge by surrogate key: one call for up to 256 keys, named in a
 * `Surrogate-Key` header, with an API token allowed to purge the service.
 */
export function fastlyTarget(config: {
  apiUrl: string;
  serviceId: string;
  token: string;
}): PurgeTarget {
  const url = `${config.apiUrl.replace(/\/$/, '')}/service/${encodeURIComponent(config.serviceId)}/purge`;
  return {
    name: 'fastly',
    async purge(keys) {
      await sendPurge(url, {
        method: 'POST',
        headers: {
          'fastly-key': config.token,
          'surrogate-key': keys.join(' '),
          accept: 'application/json',
        },
      });
    },
  };
}
