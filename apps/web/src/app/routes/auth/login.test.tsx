import { AUTH_FORM_MESSAGES, AUTH_TOASTS } from '@codegrow/shared/constants/auth-messages';
import { UI_TEXT } from '@codegrow/shared/constants/ui-messages';
import { MESSAGES_BN } from '@codegrow/shared/i18n/bn/messages';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { reader } from '../../../../test/fixtures';
import { renderPage } from '../../../../test/render-page';
import { api } from '../../../../test/setup';
import { bn } from '../../../locales/bn';
import LoginRoute from './login';

const openLogin = () => renderPage({ path: '/login', url: '/login', Page: LoginRoute });

async function signIn(email: string, password: string) {
  if (email) await userEvent.type(screen.getByLabelText(/email/i), email);
  if (password) await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: UI_TEXT.signInTraditional }));
}

describe('the sign-in page', () => {
  it('explains a missing field without asking the server', async () => {
    let asked = false;
    api.use(http.post('*/api/auth/login', () => void (asked = true)));
    openLogin();
    await signIn('', '');
    expect(await screen.findByRole('alert')).toHaveTextContent(AUTH_FORM_MESSAGES.fillAllFields);
    expect(asked).toBe(false);
  });

  it('shows the server’s refusal and keeps what was typed, with no sign-out after it', async () => {
    let signedOut = false;
    api.use(
      http.post('*/api/auth/login', () =>
        HttpResponse.json({ message: 'Invalid email or password' }, { status: 401 }),
      ),
      http.post('*/api/auth/logout', () => {
        signedOut = true;
        return HttpResponse.json({ message: 'Logged out' });
      }),
    );
    openLogin();
    await signIn('rina@example.org', 'not-her-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(screen.getByLabelText(/email/i)).toHaveValue('rina@example.org');
    expect(signedOut).toBe(false);
  });

  it('signs the reader in, says so, and takes them home', async () => {
    api.use(
      http.post('*/api/auth/login', () =>
        HttpResponse.json({ token: 'session', user: reader('Rina Reader') }),
      ),
    );
    openLogin();
    await signIn('rina@example.org', 'her-long-password');
    expect(await screen.findByText('Now at /')).toBeInTheDocument();
    expect(await screen.findByText(AUTH_TOASTS.signedIn)).toBeInTheDocument();
  });

  it('speaks Bangla on a Bangla page, the shared checks’ messages too', async () => {
    renderPage({ path: '/login', url: '/login', Page: LoginRoute }, null, 'bn');
    expect(screen.getByLabelText(bn.common.form.email)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: bn.common.ui.signInTraditional }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES_BN.auth.fillAllFields);
  });
});
