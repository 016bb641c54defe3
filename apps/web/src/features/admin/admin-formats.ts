import { formatsFor } from '@codegrow/shared/format/formats';

/**
 * The admin's pages are in English (the interface's translation covers what readers see), so
 * their numbers and dates are English too, whatever the address they are opened at.
 */
export const { formatCount, formatDay, formatDayTime, formatTaka } = formatsFor('en');
