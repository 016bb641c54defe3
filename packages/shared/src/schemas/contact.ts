import { z } from 'zod';
import { CONTACT_MESSAGES as M } from '../constants/contact-messages';
import { LIMITS } from '../constants/limits';
import { EMAIL_PATTERN, normalizeEmail } from './email';

/** Trimmed text; empty or missing reads `required`, and each field reports one problem at most. */
const requiredText = (required: string) =>
  z.string({ error: required }).trim().min(1, { error: required, abort: true });

/** What POST /api/contact takes; the contact form checks the same rules before sending. */
export const contactMessageSchema = z.object({
  name: requiredText(M.nameRequired)
    .min(LIMITS.nameMin, { error: M.nameTooShort, abort: true })
    .max(LIMITS.nameMax, { error: M.nameTooLong }),
  email: requiredText(M.emailRequired)
    .max(LIMITS.emailMax, { error: M.emailTooLong, abort: true })
    .regex(EMAIL_PATTERN, { error: M.invalidEmail })
    .transform(normalizeEmail),
  subject: requiredText(M.subjectRequired)
    .min(LIMITS.contactSubjectMin, { error: M.subjectTooShort, abort: true })
    .max(LIMITS.contactSubjectMax, { error: M.subjectTooLong }),
  message: requiredText(M.messageRequired)
    .min(LIMITS.contactMessageMin, { error: M.messageTooShort, abort: true })
    .max(LIMITS.contactMessageMax, { error: M.messageTooLong }),
});
export type ContactMessageInput = z.input<typeof contactMessageSchema>;
export type ContactMessage = z.output<typeof contactMessageSchema>;
