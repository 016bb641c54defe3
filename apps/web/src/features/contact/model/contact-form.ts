import { LIMITS } from '@codegrow/shared/constants/limits';
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

/** The counter under the message: '12/5000', flagged in the last tenth before the limit. */
export function messageCounter(message: string): { label: string; nearLimit: boolean } {
  const max = LIMITS.contactMessageMax;
  return { label: `${message.length}/${max}`, nearLimit: message.length >= max * 0.9 };
}
