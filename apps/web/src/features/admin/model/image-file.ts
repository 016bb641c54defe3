import {
  IMAGE_MAX_BYTES,
  IMAGE_MESSAGES,
  IMAGE_TYPES,
} from '@codegrow/shared/constants/content-messages';

/** Why `file` cannot be the cover image, or null when it can be uploaded. */
export function imageFileProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return IMAGE_MESSAGES.wrongType;
  if (file.size > IMAGE_MAX_BYTES) return IMAGE_MESSAGES.tooLarge;
  return null;
}
