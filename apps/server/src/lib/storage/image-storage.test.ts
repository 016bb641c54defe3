import { describe, expect, it } from 'vitest';
import { imageAddresses } from './image-storage';

const NAME = '0123456789abcdef0123456789abcdef.png';

describe('image addresses', () => {
  it('are /uploads/<name> on the site by default, and only names the site hands out come back', () => {
    const addresses = imageAddresses();
    expect(addresses.urlOf(NAME)).toBe(`/uploads/${NAME}`);
    expect(addresses.nameOf(`/uploads/${NAME}`)).toBe(NAME);
    for (const url of [null, '/uploads/../db', `/elsewhere/${NAME}`, '/uploads/a.svg']) {
      expect(addresses.nameOf(url)).toBeNull();
    }
  });

  it('are under the CDN when one is set, and earlier /uploads/ addresses still count', () => {
    const addresses = imageAddresses('https://cdn.example.org/images/');
    expect(addresses.urlOf(NAME)).toBe(`https://cdn.example.org/images/${NAME}`);
    expect(addresses.nameOf(`https://cdn.example.org/images/${NAME}`)).toBe(NAME);
    expect(addresses.nameOf(`/uploads/${NAME}`)).toBe(NAME);
    expect(addresses.nameOf(`https://evil.example.org/images/${NAME}`)).toBeNull();
  });
});
