import { describe, expect, it } from 'vitest';
import { instantOf, localInputValue } from './schedule-time';

describe('schedule times', () => {
  it('shows an instant in the admin’s own time and reads it back as the same instant', () => {
    const iso = '2027-01-31T03:00:05.000Z';
    const shown = localInputValue(iso);
    expect(shown).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
    expect(new Date(shown).getTime()).toBe(new Date(iso).getTime());
    expect(instantOf(shown)).toBe(iso);
  });

  it('keeps none as none', () => {
    expect(localInputValue(null)).toBe('');
    expect(instantOf('')).toBe('');
  });
});
