import { describe, expect, it } from 'vitest';
import { reviewPath } from './review';

describe('reviewPath', () => {
  it('approves and rejects by id', () => {
    expect(reviewPath(7, 'approved')).toBe('/transactions/7/approve');
    expect(reviewPath(7, 'rejected')).toBe('/transactions/7/reject');
  });

  it('refuses any other target with the docs/product.md §4 message', () => {
    expect(() => reviewPath(7, 'pending')).toThrow(
      "Invalid status: pending. Use 'approved' or 'rejected'.",
    );
  });
});
