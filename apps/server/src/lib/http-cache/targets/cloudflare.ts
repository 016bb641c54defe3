import type { PurgeTarget } from './purge-target';
import { sendPurge } from './send-purge';

/**
 * Cloudflare's purge by cache tag (the `Cache-Tag` header the servers send): one call for up
 * to 100 tags, with an API token allowed to purge the zone. Cloudflare can answer 200 with
 * `success: false`, which counts as a failure.
 */
export function cloudflareTarget(config: {
  apiUrl: string;
  zoneId: string;
  token: string;
}): PurgeTarget {
  const url = `${config.apiUrl.replace(/\/$/, '')}/zones/${encodeURIComponent(config.zoneId)}/purge_cache`;
  return {
    name: 'cloudflare',
    async purge(keys) {
      const response = await sendPurge(url, {
        method: 'POST',
        headers: { authorization: `Bearer ${config.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ tags: keys }),
      });
      const answer = (await response.json().catch(() => null)) as { success?: boolean } | null;
      if (answer?.success !== true) {
        throw new Error(`Cloudflare did not confirm the purge: ${JSON.stringify(answer)}`);
      }
    },
  };
}
