import { z } from 'zod';
import { endOfSiteDate } from '../time/site-day';

const isoDay = z.iso.date();

/** The day has not ended yet in the site's time: an end 'until' it is still to come. */
const endsAhead = (day: string) =>
  isoDay.safeParse(day).success && endOfSiteDate(day).getTime() > Date.now();

/**
 * A form's 'until' date field: '' for no end, or a day ('YYYY-MM-DD', as the field gives it)
 * that has not ended, which the server requires of the end it is sent; refused with `inPast`,
 * the server's own message for it.
 */
export const untilDaySchema = (inPast: string) =>
  z.string().refine((day) => day === '' || endsAhead(day), { error: inPast });

/** What the API takes for such a day: the end of it in the site's time, as every date is shown. */
export const untilOfDay = (day: string): string | null =>
  day ? endOfSiteDate(day).toISOString() : null;
