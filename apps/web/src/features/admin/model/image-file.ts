/** What the server accepts for a cover image (it checks the bytes; this is the quick check). */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/** The server's texts for a refused image, kept in step with apps/server's read-blog-form. */
export const IMAGE_MESSAGES = {
  wrongType: 'Image must be a JPEG, PNG, WebP or GIF file',
  tooLarge: 'Image must be at most 5 MiB',
} as const;

/** Why `file` cannot be the cover image, or null when it can be uploaded. */
export function imageFileProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return IMAGE_MESSAGES.wrongType;
  if (file.size > IMAGE_MAX_BYTES) return IMAGE_MESSAGES.tooLarge;
  return null;
}
