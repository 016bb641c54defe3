import { SOCIAL_DEFAULTS } from '@codegrow/shared/constants/site';
import { describe, expect, it } from 'vitest';
import { parseEnv, purgeConfig, s3Config, siteConfig } from './env';

describe('SOCIAL_LINKS', () => {
  it("keeps the networks' home pages when unset", () => {
    expect(siteConfig(parseEnv({})).social).toEqual(SOCIAL_DEFAULTS);
  });

  it("takes the deployment's own pages, and none when empty", () => {
    const env = parseEnv({
      SOCIAL_LINKS: 'github=https://github.com/codegrow, youtube=https://youtube.com/@codegrow',
    });
    expect(siteConfig(env).social).toEqual({
      github: 'https://github.com/codegrow',
      youtube: 'https://youtube.com/@codegrow',
    });
    expect(siteConfig(parseEnv({ SOCIAL_LINKS: '' })).social).toEqual({});
  });

  it('refuses unknown networks and addresses that are not https', () => {
    expect(() => parseEnv({ SOCIAL_LINKS: 'myspace=https://myspace.com/x' })).toThrow(
      /SOCIAL_LINKS/,
    );
    expect(() => parseEnv({ SOCIAL_LINKS: 'github=javascript:alert(1)' })).toThrow(/SOCIAL_LINKS/);
    expect(() => parseEnv({ SOCIAL_LINKS: 'toString=https://x.com' })).toThrow(/SOCIAL_LINKS/);
  });
});

describe('object storage settings', () => {
  it('takes a bucket with its credentials, both or neither', () => {
    const env = parseEnv({
      S3_BUCKET: 'images',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
    });
    expect(s3Config(env)).toEqual({
      bucket: 'images',
      region: 'us-east-1',
      endpoint: 'http://127.0.0.1:9000',
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
      timeoutMs: 10_000,
    });
    expect(s3Config(parseEnv({}))).toBeNull();
    expect(() => parseEnv({ S3_BUCKET: 'images', S3_ACCESS_KEY_ID: 'key' })).toThrow(
      /S3_SECRET_ACCESS_KEY/,
    );
  });

  it('refuses a CDN address pages could not load images from', () => {
    expect(() => parseEnv({ PUBLIC_ASSET_URL: 'http://cdn.example.org' })).toThrow(
      /PUBLIC_ASSET_URL/,
    );
    expect(parseEnv({ PUBLIC_ASSET_URL: 'https://cdn.example.org' }).PUBLIC_ASSET_URL).toBe(
      'https://cdn.example.org',
    );
  });
});

describe('caches in front of the servers', () => {
  it('purges none when none is configured', () => {
    expect(purgeConfig(parseEnv({}))).toEqual({ varnish: [], fastly: null, cloudflare: null });
  });

  it('takes Varnish addresses, a Fastly service and a Cloudflare zone with their tokens', () => {
    const env = parseEnv({
      PURGE_URLS: 'http://10.0.0.5:6081, http://10.0.0.6:6081',
      FASTLY_SERVICE_ID: 'service',
      FASTLY_API_TOKEN: 'fastly-token',
      CLOUDFLARE_ZONE_ID: 'zone',
      CLOUDFLARE_API_TOKEN: 'cloudflare-token',
    });
    expect(purgeConfig(env)).toEqual({
      varnish: ['http://10.0.0.5:6081', 'http://10.0.0.6:6081'],
      fastly: { apiUrl: 'https://api.fastly.com', serviceId: 'service', token: 'fastly-token' },
      cloudflare: {
        apiUrl: 'https://api.cloudflare.com/client/v4',
        zoneId: 'zone',
        token: 'cloudflare-token',
      },
    });
  });

  it('refuses an address that is not http(s), and a service or zone without its token', () => {
    expect(() => parseEnv({ PURGE_URLS: 'varnish.internal:6081' })).toThrow(/PURGE_URLS/);
    expect(() => parseEnv({ FASTLY_SERVICE_ID: 'service' })).toThrow(/FASTLY_API_TOKEN/);
    expect(() => parseEnv({ CLOUDFLARE_API_TOKEN: 'token' })).toThrow(/CLOUDFLARE_API_TOKEN/);
  });
});

describe('TRUST_PROXY', () => {
  it("takes the proxies' addresses and networks; 0 or unset trusts none", () => {
    expect(parseEnv({}).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: '0' }).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1,fd00::/8' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
      'fd00::/8',
    ]);
  });

  it('refuses to trust every hop or a count of hops, and what is not an address', () => {
    for (const value of ['true', 'all', '1', '2'])
      expect(() => parseEnv({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY: give the proxies/);
    for (const value of ['proxy.local', '10.0.0.0/33', '10.0.0.1/8/8', '-1'])
      expect(() => parseEnv({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY: ".+" is not/);
  });
});
