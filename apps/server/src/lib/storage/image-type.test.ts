import { describe, expect, it } from 'vitest';
import { detectImageType } from './image-type';

describe('detectImageType', () => {
  it.each([
    [[0xff, 0xd8, 0xff, 0xe0, 0, 0], 'jpg'],
    [[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0], 'png'],
    [[...Buffer.from('GIF89a'), 0], 'gif'],
    [[...Buffer.from('RIFF'), 0, 0, 0, 0, ...Buffer.from('WEBPVP8 ')], 'webp'],
  ])('recognises %j as %s', (bytes, ext) => {
    expect(detectImageType(Buffer.from(bytes))?.ext).toBe(ext);
  });

  it('refuses a script whatever it is called', () => {
    expect(detectImageType(Buffer.from('<?php system($_GET["c"]); ?>'))).toBeNull();
    expect(detectImageType(Buffer.from('<svg onload="alert(1)"/>'))).toBeNull();
    expect(detectImageType(Buffer.alloc(0))).toBeNull();
  });
});
