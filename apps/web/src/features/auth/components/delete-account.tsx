import type { AuthProvider } from '@codegrow/shared/constants/domain';
import { accountDeletionFormSchema } from '@codegrow/shared/schemas/account-deletion';
import { LoaderCircle, Trash2, TriangleAlert } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent, type MouseEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { toast } from '../../../lib/toast';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form/form-alert';
import { PasswordField } from '../../../components/ui/form/password-field';
import { paths } from '../../../config/paths';
import { useSpecForm } from '../../../hooks/use-spec-form';
import { useDeleteAccount, type DeleteAccountInput } from '../api/delete-account';
import { useAuth } from '../hooks/use-auth';
import { loadIdentityProvider } from '../provider/load-identity-provider';

/**
 * The danger zone's 'Delete Account': a modal asking own accounts for their
 * password (provider accounts need a sign-in under 10 minutes old instead),
 * showing the server's refusal inline, a wrong password on its field. On success:
 * the server's message, the home page, and only then the logout, so no guard
 * bounces the page to /login.
 */
export function DeleteAccount({ authProvider }: { authProvider: AuthProvider }) {
  const { t } = useTranslation();
  const { logout } = useAuth();
  const navigate = useNavigate();
  const removal = useDeleteAccount();
  const { form, errors, error, setError, onSubmit, refuse } = useSpecForm(
    accountDeletionFormSchema,
    { password: '' },
  );
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<HTMLButtonElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const deleted = useRef(false);
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const descriptionId = useId();
  const local = authProvider === 'local';

  const logoutRef = useRef(logout);
  useEffect(() => {
    logoutRef.current = logout;
  }, [logout]);

  // The dashboard unmounts once the home page has rendered: that is when the session ends,
  // and a provider account goes at the provider too. The provider may refuse a sign-in
  // older than a few minutes; the account is then only signed out there.
  useEffect(() => {
    const done = deleted;
    return () => {
      if (!done.current) return;
      const providerGone = local
        ? Promise.resolve()
        : loadIdentityProvider().then((provider) => provider?.deleteAccount());
      void providerGone.catch(() => undefined).finally(() => void logoutRef.current());
    };
  }, [local]);

  useEffect(() => {
    if (!open) return;
    dialogRef.current?.showModal();
    if (local) form.setFocus('password');
    else cancelRef.current?.focus();
  }, [open, local, form]);

  const close = () => dialogRef.current?.close();

  const onClosed = () => {
    setOpen(false);
    form.reset();
    setError(null);
    removal.reset();
    if (!deleted.current) openerRef.current?.focus();
  };

  const remove = (input: DeleteAccountInput) => {
    if (removal.isPending) return;
    removal.mutate(input, {
      onSuccess: ({ message }) => {
        deleted.current = true;
        toast.success(message);
        close();
        void navigate(paths.home.getHref());
      },
      // Above the form, and a wrong password on its field too.
      onError: (failure) => refuse(failure, t('auth.deleteAccount.failed')),
    });
  };

  // A provider account has no field to check: the server checks how recent its sign-in is.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (local) return void onSubmit(remove)(event);
    event.preventDefault();
    setError(null);
    remove({});
  };

  // A click on the backdrop (the dialog element itself, outside its panel) closes it.
  const onDialogClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget && !removal.isPending) close();
  };

  return (
    <>
      <Button ref={openerRef} variant="danger" onClick={() => setOpen(true)}>
        <Trash2 aria-hidden="true" className="size-4" />
        {t('auth.deleteAccount.open')}
      </Button>
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- a click on the backdrop closes it; from the keyboard, Escape does, natively */}
      <dialog
        ref={dialogRef}
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        onClose={onClosed}
        onCancel={(event) => {
          if (removal.isPending) event.preventDefault();
        }}
        onClick={onDialogClick}
        className="m-auto w-[calc(100%-2rem)] max-w-md rounded-2xl border border-slate-200 bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-slate-950/60 backdrop:backdrop-blur-sm dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
      >
        {open && (
          <form noValidate onSubmit={submit} className="p-6">
            <div className="flex items-start gap-4">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-red-100 text-red-600 dark:bg-red-500/15 dark:text-red-400">
                <TriangleAlert aria-hidden="true" className="size-5" />
              </span>
              <div className="min-w-0">
                <h2 id={titleId} className="text-lg font-semibold">
                  {t('auth.deleteAccount.title')}
                </h2>
                <div
                  id={descriptionId}
                  className="mt-1 space-y-2 text-sm text-slate-600 dark:text-slate-400"
                >
                  <p>{t('auth.deleteAccount.warning')}</p>
                  <p>
                    {local
                      ? t('auth.deleteAccount.confirmWithPassword')
                      : t('auth.deleteAccount.confirmProvider')}
                  </p>
                </div>
              </div>
            </div>

            <div className="mt-5 space-y-3">
              <FormAlert message={error} />
              {local && (
                <PasswordField
                  label={t('auth.fields.password')}
                  autoComplete="current-password"
                  placeholder={t('auth.fields.passwordPlaceholder')}
                  error={errors.password?.message}
                  {...form.register('password')}
                />
              )}
            </div>

            <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <Button
                ref={cancelRef}
                variant="outline"
                onClick={close}
                disabled={removal.isPending}
              >
                {t('auth.deleteAccount.cancel')}
              </Button>
              <Button type="submit" variant="danger" aria-busy={removal.isPending}>
                {removal.isPending ? (
                  <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
                ) : (
                  <Trash2 aria-hidden="true" className="size-4" />
                )}
                {removal.isPending
                  ? t('auth.deleteAccount.deleting')
                  : t('auth.deleteAccount.confirm')}
              </Button>
            </div>
          </form>
        )}
      </dialog>
    </>
  );
}
