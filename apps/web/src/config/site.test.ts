import { SITE_DEFAULTS } from '@codegrow/shared/constants/site';
import { describe, expect, it } from 'vitest';
import { parseSiteConfig } from './site';

describe('parseSiteConfig', () => {
  it('falls back to the defaults without a meta tag', () => {
    expect(parseSiteConfig(null)).toEqual(SITE_DEFAULTS);
  });

  it('takes the values the server filled in', () => {
    const config = parseSiteConfig(JSON.stringify({ name: 'LearnHub', email: 'hi@learnhub.io' }));
    expect(config).toEqual({ ...SITE_DEFAULTS, name: 'LearnHub', email: 'hi@learnhub.io' });
  });

  it('keeps the default for blank or malformed fields', () => {
    const config = parseSiteConfig(JSON.stringify({ name: '  ', phone: 42, city: 'Sylhet' }));
    expect(config).toEqual({ ...SITE_DEFAULTS, city: 'Sylhet' });
  });

  it('ignores content that is not JSON', () => {
    expect(parseSiteConfig('<!--site-config-->')).toEqual(SITE_DEFAULTS);
  });
});
