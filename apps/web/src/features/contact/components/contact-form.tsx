import { CONTACT_MESSAGES as M } from '@codegrow/shared/constants/contact-messages';
import { LIMITS } from '@codegrow/shared/constants/limits';
import { contactFormError } from '@codegrow/shared/schemas/contact';
import { CircleCheck, Send, Tag, UserRound } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { EmailField } from '../../../components/ui/form/email-field';
import { FormAlert } from '../../../components/ui/form/form-alert';
import { TextField } from '../../../components/ui/form/text-field';
import { TextareaField } from '../../../components/ui/form/textarea-field';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { useSendContactMessage } from '../api/send-contact-message';
import {
  EMPTY_CONTACT_FORM,
  messageCounter,
  withSender,
  type ContactFormValues,
  type ContactSender,
} from '../model/contact-form';

/** What the form shows: its own first check, or the server's refusal (field unknown for a 429). */
interface FormError {
  field?: string;
  msg: string;
}

const cardClass =
  'max-w-2xl rounded-2xl border border-slate-200 bg-white p-6 sm:p-8 dark:border-slate-800 dark:bg-slate-900';

/**
 * The contact form: same rules as the server, name and e-mail taken from the
 * signed-in account, and a thank-you in place of the form once it is sent.
 */
export function ContactForm({ sender }: { sender: ContactSender | null }) {
  const [values, setValues] = useState<ContactFormValues>(() =>
    withSender(EMPTY_CONTACT_FORM, sender),
  );
  const [error, setError] = useState<FormError | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  // The session may be restored after the page opened: fill in the account then.
  const [filledFor, setFilledFor] = useState(sender?.email ?? null);
  if ((sender?.email ?? null) !== filledFor) {
    setFilledFor(sender?.email ?? null);
    setValues((current) => withSender(current, sender));
  }

  const formRef = useRef<HTMLFormElement>(null);
  const headingId = useId();
  const send = useSendContactMessage();
  const counter = messageCounter(values.message);

  const set = (key: keyof ContactFormValues, value: string) =>
    setValues((current) => ({ ...current, [key]: value }));

  const showError = (failure: FormError) => {
    setError(failure);
    toast.error(failure.msg, { id: failure.msg });
    const input = failure.field && formRef.current?.elements.namedItem(failure.field);
    if (input instanceof HTMLElement) input.focus();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (send.isPending) return;
    const invalid = contactFormError(values);
    if (invalid) return showError(invalid);
    setError(null);
    send.mutate(values, {
      onSuccess: (response) => {
        const thanks = response.message || M.sent;
        toast.success(thanks);
        setValues(withSender(EMPTY_CONTACT_FORM, sender));
        setSent(thanks);
      },
      onError: (failure) => {
        const fieldError = failure instanceof ApiError ? failure.fieldErrors[0] : undefined;
        showError(fieldError ?? { msg: errorMessage(failure, M.sendFailed) });
      },
    });
  };

  if (sent) {
    return (
      <section aria-labelledby={headingId} className={cn(cardClass, 'text-center')}>
        <ThankYou headingId={headingId} text={sent} onSendAnother={() => setSent(null)} />
      </section>
    );
  }

  const isInvalid = (field: keyof ContactFormValues) => error?.field === field || undefined;

  return (
    <section aria-labelledby={headingId} className={cardClass}>
      <h2 id={headingId} className="text-xl font-semibold text-slate-900 dark:text-white">
        Send us a message
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        We read every message and answer by e-mail.
      </p>
      <form ref={formRef} noValidate onSubmit={submit} className="mt-6 space-y-5">
        <FormAlert message={error?.msg ?? null} />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label="Name"
            name="name"
            autoComplete="name"
            placeholder="Ada Lovelace"
            icon={UserRound}
            aria-invalid={isInvalid('name')}
            value={values.name}
            onChange={(event) => set('name', event.target.value)}
          />
          <EmailField
            aria-invalid={isInvalid('email')}
            value={values.email}
            onChange={(event) => set('email', event.target.value)}
          />
        </div>
        <TextField
          label="Subject"
          name="subject"
          placeholder="What is it about?"
          icon={Tag}
          aria-invalid={isInvalid('subject')}
          value={values.subject}
          onChange={(event) => set('subject', event.target.value)}
        />
        <TextareaField
          label="Message"
          name="message"
          rows={6}
          maxLength={LIMITS.contactMessageMax}
          placeholder="How can we help?"
          aria-invalid={isInvalid('message')}
          value={values.message}
          onChange={(event) => set('message', event.target.value)}
          hint={
            <span
              className={cn(
                'tabular-nums',
                counter.nearLimit && 'font-medium text-amber-700 dark:text-amber-300',
              )}
            >
              {counter.label}
              <span className="sr-only"> characters</span>
            </span>
          }
        />
        <Button type="submit" size="lg" pending={send.isPending}>
          {!send.isPending && <Send aria-hidden="true" className="size-4" />}
          Send Message
        </Button>
      </form>
    </section>
  );
}

interface ThankYouProps {
  headingId: string;
  text: string;
  onSendAnother: () => void;
}

/** Takes the focus, so keyboard and screen-reader users land on the confirmation. */
function ThankYou({ headingId, text, onSendAnother }: ThankYouProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div className="space-y-4">
      <CircleCheck aria-hidden="true" className="mx-auto size-10 text-emerald-500" />
      <h2
        id={headingId}
        ref={headingRef}
        tabIndex={-1}
        className="text-xl font-semibold text-slate-900 outline-none dark:text-white"
      >
        {M.sentHeading}
      </h2>
      <p className="text-sm text-slate-600 dark:text-slate-400">{text}</p>
      <Button variant="outline" onClick={onSendAnother}>
        {M.sendAnother}
      </Button>
    </div>
  );
}
