import type { PurgeTarget } from './purge-target';
import { sendPurge } from './send-purge';

/**
 * A Varnish server running deploy/varnish/default.vcl: a `BAN` request naming the keys in
 * `X-Purge-Keys`, which the VCL turns into a ban of every kept answer whose Surrogate-Key
 * names one of them.
 */
export function varnishTarget(address: string): PurgeTarget {
  return {
    name: `varnish ${address}`,
    async purge(keys) {
      await sendPurge(address, { method: 'BAN', headers: { 'x-purge-keys': keys.join(' ') } });
    },
  };
}
