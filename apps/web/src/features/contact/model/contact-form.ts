import { LIMITS } from '@codegrow/shared/constants/limits';
import { formatsFor } from '@codegrow/shared/format/formats';
import type { Language } from '@codegrow/shared/i18n/languages';
import type { ContactMessageInput } from '@codegrow/shared/schemas/contact';

export type ContactFormValues = ContactMessageInput;

/** Who is signed in, as far as the form cares. */
export interface ContactSender {
  name: string | null;
  email: string;
}

export const EMPTY_CONTACT_FORM: ContactFormValues = {
  name: '',
  email: '',
  subject: '',
  message: '',
};

/** Fills name and e-mail from the signed-in account, without overwriting what was typed. */
export function withSender(
  values: ContactFormValues,
  sender: ContactSender | null,
): ContactFormValues {
  if (!sender) return values;
  return {
    ...values,
    name: values.name.trim() === '' ? (sender.name?.trim() ?? '') : values.name,
    email: values.email.trim() === '' ? sender.email : values.email,
  };
}

/**
 * The counter under the message: '12/5000', flagged in the last tenth before the limit;
 * `number` writes its numbers in the page's digits ('১২/৫০০০' on a Bangla page).
 */
export function messageCounter(
  message: string,
  number: (value: number) => string = String,
): { label: string; nearLimit: boolean } {
  const max = LIMITS.contactMessageMax;
  return {
    label: `${number(message.length)}/${number(max)}`,
    nearLimit: message.length >= max * 0.9,
  };
}

/** Numbers in `language`'s digits without grouping, as a counter shows them: '5000', '৫০০০'. */
export const plainNumber = (language: Language) => formatsFor(language).formatDigits;
