import type { PurgeConfig } from '../../../config/env';
import { cloudflareTarget } from './cloudflare';
import { fastlyTarget } from './fastly';
import { varnishTarget } from './varnish';

/** A cache in front of the servers that can drop what it keeps by surrogate key. */
export interface PurgeTarget {
  /** Stored with each waiting purge, so any server can send it later. */
  name: string;
  /** Resolves once the cache took the purge; throws otherwise. */
  purge(keys: string[]): Promise<void>;
}

/** Every cache the configuration names; none when nothing is in front of the servers. */
export function purgeTargets(config: PurgeConfig): PurgeTarget[] {
  return [
    ...config.varnish.map(varnishTarget),
    ...(config.fastly ? [fastlyTarget(config.fastly)] : []),
    ...(config.cloudflare ? [cloudflareTarget(config.cloudflare)] : []),
  ];
}
