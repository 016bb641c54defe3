import { SITE_DEFAULTS } from '@codegrow/shared/constants/site';
import { describe, expect, it } from 'vitest';
import { parseFirebaseConfig, parseSiteConfig, parseSocialLinks } from './site';

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

describe('parseFirebaseConfig', () => {
  const emulator = {
    apiKey: 'demo-api-key',
    authDomain: 'demo-codegrow.firebaseapp.com',
    projectId: 'demo-codegrow',
    emulatorUrl: 'http://127.0.0.1:9099',
  };

  it('reads the Firebase settings the server gave', () => {
    expect(parseFirebaseConfig(JSON.stringify({ name: 'CodeGrow', firebase: emulator }))).toEqual(
      emulator,
    );
  });

  it('turns Firebase sign-in off when the settings are absent or incomplete', () => {
    expect(parseFirebaseConfig(null)).toBeNull();
    expect(parseFirebaseConfig(JSON.stringify({ firebase: null }))).toBeNull();
    expect(parseFirebaseConfig(JSON.stringify({ firebase: { apiKey: 'k' } }))).toBeNull();
    expect(parseFirebaseConfig('not json')).toBeNull();
  });

  it('refuses settings whose emulator address is not a URL', () => {
    const firebase = { ...emulator, emulatorUrl: '127.0.0.1 port 9099' };
    expect(parseFirebaseConfig(JSON.stringify({ firebase }))).toBeNull();
  });
});

describe('parseSocialLinks', () => {
  it("lists the deployment's pages in the footer's order", () => {
    const content = JSON.stringify({
      social: { youtube: 'https://youtube.com/@codegrow', github: 'https://github.com/codegrow' },
    });
    expect(parseSocialLinks(content)).toEqual([
      { network: 'github', name: 'GitHub', href: 'https://github.com/codegrow' },
      { network: 'youtube', name: 'YouTube', href: 'https://youtube.com/@codegrow' },
    ]);
  });

  it('drops what is not an https link of a known network', () => {
    const content = JSON.stringify({
      social: { x: 'javascript:alert(1)', myspace: 'https://myspace.com', github: 42 },
    });
    expect(parseSocialLinks(content)).toEqual([]);
  });

  it("falls back to the networks' home pages without a tag", () => {
    expect(parseSocialLinks(null).map((link) => link.network)).toEqual([
      'github',
      'x',
      'linkedin',
      'youtube',
    ]);
  });
});
