import { LIMITS } from '@codegrow/shared/constants/limits';
import { CircleCheck, Send, Tag, UserRound } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { EmailField } from '../../../components/ui/form/email-field';
import { FormAlert } from '../../../components/ui/form/form-alert';
import { TextField } from '../../../components/ui/form/text-field';
import { TextareaField } from '../../../components/ui/form/textarea-field';
import { cn } from '../../../lib/cn';
import { useSpecForm } from '../../../hooks/use-spec-form';
import { useLanguage } from '../../../lib/i18n/use-language';
import { useSendContactMessage } from '../api/send-contact-message';
import {
  EMPTY_CONTACT_FORM,
  messageCounter,
  plainNumber,
  withSender,
  type ContactSender,
} from '../model/contact-form';

const cardClass =
  'max-w-2xl rounded-2xl border border-slate-200 bg-white p-6 sm:p-8 dark:border-slate-800 dark:bg-slate-900';

/**
 * The contact form: same rules as the server, name and e-mail taken from the
 * signed-in account, and a thank-you in place of the form once it is sent.
 */

/** Fetched on the form's first check (hooks/use-spec-form). */
const contactRules = async () =>
  (await import('@codegrow/shared/schemas/contact')).contactMessageSchema;
export function ContactForm({ sender }: { sender: ContactSender | null }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { form, errors, error, onSubmit, refuse } = useSpecForm(
    contactRules,
    withSender(EMPTY_CONTACT_FORM, sender),
  );
  const [sent, setSent] = useState<string | null>(null);
  // The session may be restored after the page opened: fill in the account then.
  const [filledFor, setFilledFor] = useState(sender?.email ?? null);
  if ((sender?.email ?? null) !== filledFor) {
    setFilledFor(sender?.email ?? null);
    form.reset(withSender(form.getValues(), sender));
  }

  const headingId = useId();
  const send = useSendContactMessage();
  const counter = messageCounter(form.watch('message'), plainNumber(language));

  const submit = onSubmit((values) => {
    if (send.isPending) return;
    send.mutate(values, {
      onSuccess: (response) => {
        const thanks = response.message || t('contact.form.sent');
        toast.success(thanks);
        form.reset(withSender(EMPTY_CONTACT_FORM, sender));
        setSent(thanks);
      },
      onError: (failure) => refuse(failure, t('contact.form.sendFailed')),
    });
  });

  if (sent) {
    return (
      <section aria-labelledby={headingId} className={cn(cardClass, 'text-center')}>
        <ThankYou headingId={headingId} text={sent} onSendAnother={() => setSent(null)} />
      </section>
    );
  }

  return (
    <section aria-labelledby={headingId} className={cardClass}>
      <h2 id={headingId} className="text-xl font-semibold text-slate-900 dark:text-white">
        {t('contact.form.heading')}
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t('contact.form.intro')}</p>
      <form noValidate onSubmit={submit} className="mt-6 space-y-5">
        <FormAlert message={error} />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label={t('contact.form.name')}
            autoComplete="name"
            placeholder={t('contact.form.namePlaceholder')}
            icon={UserRound}
            error={errors.name?.message}
            {...form.register('name')}
          />
          <EmailField
            label={t('contact.form.email')}
            error={errors.email?.message}
            {...form.register('email')}
          />
        </div>
        <TextField
          label={t('contact.form.subject')}
          placeholder={t('contact.form.subjectPlaceholder')}
          icon={Tag}
          error={errors.subject?.message}
          {...form.register('subject')}
        />
        <TextareaField
          label={t('contact.form.message')}
          rows={6}
          maxLength={LIMITS.contactMessageMax}
          placeholder={t('contact.form.messagePlaceholder')}
          error={errors.message?.message}
          {...form.register('message')}
          hint={
            <span
              className={cn(
                'tabular-nums',
                counter.nearLimit && 'font-medium text-amber-700 dark:text-amber-300',
              )}
            >
              {counter.label}
              <span className="sr-only">{t('contact.form.characters')}</span>
            </span>
          }
        />
        <Button type="submit" size="lg" pending={send.isPending}>
          {!send.isPending && <Send aria-hidden="true" className="size-4" />}
          {t('contact.form.send')}
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
  const { t } = useTranslation();
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
        {t('contact.form.sentHeading')}
      </h2>
      <p className="text-sm text-slate-600 dark:text-slate-400">{text}</p>
      <Button variant="outline" onClick={onSendAnother}>
        {t('contact.form.sendAnother')}
      </Button>
    </div>
  );
}
