import type { AuthProvider } from '@codegrow/shared/constants/domain';
import { LoaderCircle, Trash2, TriangleAlert } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form/form-alert';
import { PasswordField } from '../../../components/ui/form/password-field';
import { paths } from '../../../config/paths';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useDeleteAccount } from '../api/delete-account';
import { useAuth } from '../hooks/use-auth';
import { loadIdentityProvider } from '../provider/load-identity-provider';

/**
 * The danger zone's 'Delete Account': a modal asking own accounts for their
 * password (provider accounts need a sign-in under 10 minutes old instead),
 * showing the server's refusal inline. On success: the server's message, the
 * home page, and only then the logout, so no guard bounces the page to /login.
 */
export function DeleteAccount({ authProvider }: { authProvider: AuthProvider }) {
  const { t } = useTranslation();
  const { logout } = useAuth();
  const navigate = useNavigate();
  const removal = useDeleteAccount();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<HTMLButtonElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const deleted = useRef(false);
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const fieldId = useId();
  const fieldErrorId = useId();
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
    if (local) document.getElementById(fieldId)?.focus();
    else cancelRef.current?.focus();
  }, [open, local, fieldId]);

  const close = () => dialogRef.current?.close();

  const onClosed = () => {
    setOpen(false);
    setPassword('');
    setFieldError(null);
    setFormError(null);
    removal.reset();
    if (!deleted.current) openerRef.current?.focus();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (removal.isPending) return;
    setFieldError(null);
    setFormError(null);
    removal.mutate(local ? { password } : {}, {
      onSuccess: ({ message }) => {
        deleted.current = true;
        toast.success(message);
        close();
        void navigate(paths.home.getHref());
      },
      onError: (error) => {
        const passwordError =
          error instanceof ApiError
            ? error.fieldErrors.find((item) => item.field === 'password')
            : undefined;
        if (passwordError && local) {
          setFieldError(passwordError.msg);
          document.getElementById(fieldId)?.focus();
        } else {
          setFormError(errorMessage(error, t('auth.deleteAccount.failed')));
        }
      },
    });
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
          <form noValidate onSubmit={onSubmit} className="p-6">
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
              {local && (
                <div>
                  <PasswordField
                    id={fieldId}
                    label={t('auth.fields.password')}
                    name="password"
                    autoComplete="current-password"
                    placeholder={t('auth.fields.passwordPlaceholder')}
                    value={password}
                    onChange={(event) => setPassword(event.target.value)}
                    aria-invalid={fieldError !== null}
                    aria-describedby={fieldError ? fieldErrorId : undefined}
                    className="aria-invalid:border-red-400 dark:aria-invalid:border-red-500/70"
                  />
                  {fieldError && (
                    <p
                      id={fieldErrorId}
                      role="alert"
                      className="mt-1.5 text-sm text-red-600 dark:text-red-400"
                    >
                      {fieldError}
                    </p>
                  )}
                </div>
              )}
              <FormAlert message={formError} />
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
