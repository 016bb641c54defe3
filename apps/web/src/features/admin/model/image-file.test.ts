import { describe, expect, it } from 'vitest';
import { IMAGE_MAX_BYTES, IMAGE_MESSAGES } from '@codegrow/shared/constants/content-messages';
import { imageFileProblem } from './image-file';

describe('imageFileProblem', () => {
  it('accepts JPEG, PNG, WebP and GIF up to 5 MiB', () => {
    expect(imageFileProblem({ type: 'image/png', size: 10 })).toBeNull();
    expect(imageFileProblem({ type: 'image/webp', size: IMAGE_MAX_BYTES })).toBeNull();
  });

  it('refuses other types and larger files', () => {
    expect(imageFileProblem({ type: 'image/svg+xml', size: 10 })).toBe(IMAGE_MESSAGES.wrongType);
    expect(imageFileProblem({ type: 'application/pdf', size: 10 })).toBe(IMAGE_MESSAGES.wrongType);
    expect(imageFileProblem({ type: 'image/jpeg', size: IMAGE_MAX_BYTES + 1 })).toBe(
      IMAGE_MESSAGES.tooLarge,
    );
  });
});
