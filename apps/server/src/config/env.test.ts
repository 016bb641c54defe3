import { SOCIAL_DEFAULTS } from '@codegrow/shared/constants/site';
import { describe, expect, it } from 'vitest';
import { parseEnv, siteConfig } from './env';

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
