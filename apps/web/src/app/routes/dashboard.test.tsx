import { PENDING_PAYMENT_TEXT } from '@codegrow/shared/constants/payment-messages';
import {
  MAIL_DELIVERY_LABELS,
  PAYMENT_EVENT_LABELS,
} from '@codegrow/shared/constants/payment-providers';
import { UI_TEXT } from '@codegrow/shared/constants/ui-messages';
import type { SavedResponse } from '@codegrow/shared/schemas/engagement';
import type { Transaction } from '@codegrow/shared/schemas/transaction';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { article, pendingPayment, reader } from '../../../test/fixtures';
import { renderPage } from '../../../test/render-page';
import { api } from '../../../test/setup';
import DashboardRoute from './dashboard';

const saved: SavedResponse = {
  blogs: [{ ...article(), saved_at: '2026-11-25T12:00:00.000Z', isSaved: true }],
  totalCount: 1,
  premiumCount: 0,
  likesCount: 2,
  blogsRead: 3,
};

function serve(user: ReturnType<typeof reader>, transactions: Transaction[] = []) {
  api.use(
    http.get('*/api/auth/profile', () => HttpResponse.json({ user })),
    http.get('*/api/blogs/saved', () => HttpResponse.json(saved)),
    http.get('*/api/transactions/my-transactions', () => HttpResponse.json({ transactions })),
    http.get('*/api/transactions/:id/history', () =>
      HttpResponse.json({
        events: [
          { type: 'submitted', at: '2026-11-25T12:00:00.000Z', by: 'Rina Reader', detail: {} },
          {
            type: 'mail-queued',
            at: '2026-11-25T12:00:00.000Z',
            by: null,
            detail: {},
            mail: { status: 'sent', sentAt: '2026-11-25T12:01:00.000Z' },
          },
        ],
      }),
    ),
  );
}

const openDashboard = (user: ReturnType<typeof reader> | null, url = '/dashboard') =>
  renderPage({ path: '/dashboard', url, Page: DashboardRoute }, user);

describe('the dashboard', () => {
  it('greets the reader with their figures and what they saved', async () => {
    serve(reader('Rina Reader'));
    openDashboard(reader('Rina Reader'));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Welcome back, Rina');
    expect(await screen.findByText('Indexes That Earn Their Keep')).toBeVisible();
    expect(screen.getByText('No subscription yet')).toBeVisible();
    expect(screen.getByText('3')).toBeVisible();
  });

  it('shows a subscriber their lifetime access', async () => {
    const subscriber = reader('Sabbir Subscriber', { subscribed: true });
    serve(subscriber);
    openDashboard(subscriber);
    expect(await screen.findByText('Lifetime access')).toBeVisible();
  });

  it('lists the reader’s payments, with amounts in taka and their status', async () => {
    serve(reader('Rina Reader'), [pendingPayment()]);
    openDashboard(reader('Rina Reader'));
    expect(await screen.findByText(PENDING_PAYMENT_TEXT.summary)).toBeVisible();
    await userEvent.click(screen.getByRole('tab', { name: /transactions/i }));
    const table = await screen.findByRole('table');
    const row = within(table).getByText('CJU0PZQ3U6').closest('tr');
    expect(row).not.toBeNull();
    expect(within(row as HTMLElement).getByText('৳1,500')).toBeInTheDocument();
    expect(within(row as HTMLElement).getByText('Pending')).toBeInTheDocument();
    const history = await screen.findByRole('region', { name: 'History of CJU0PZQ3U6' });
    expect(
      within(history)
        .getAllByRole('listitem')
        .map((step) => step.firstChild?.textContent),
    ).toEqual([PAYMENT_EVENT_LABELS.submitted, PAYMENT_EVENT_LABELS['mail-queued']]);
    expect(within(history).getByText(MAIL_DELIVERY_LABELS.sent, { exact: false })).toBeVisible();
  });

  it('asks a visitor to sign in', () => {
    openDashboard(null);
    expect(screen.getByText(UI_TEXT.loginToViewDashboard)).toBeVisible();
  });
});
