/** Image formats the site accepts, recognised by their first bytes, never by name or header. */
const SIGNATURES = [
  {
    ext: 'jpg',
    mime: 'image/jpeg',
    test: (b: Buffer) => b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  },
  {
    ext: 'png',
    mime: 'image/png',
    test: (b: Buffer) =>
      b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  {
    ext: 'gif',
    mime: 'image/gif',
    test: (b: Buffer) => /^GIF8[79]a$/.test(b.subarray(0, 6).toString('latin1')),
  },
  {
    ext: 'webp',
    mime: 'image/webp',
    test: (b: Buffer) =>
      b.subarray(0, 4).toString('latin1') === 'RIFF' &&
      b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
] as const;

export type ImageType = (typeof SIGNATURES)[number];

export function detectImageType(bytes: Buffer): ImageType | null {
  return SIGNATURES.find((signature) => signature.test(bytes)) ?? null;
}
