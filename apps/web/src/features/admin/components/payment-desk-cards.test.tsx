import type { PaymentDesk } from '@codegrow/shared/schemas/payment-evidence';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { reader } from '../../../../test/fixtures';
import { renderPage } from '../../../../test/render-page';
import { api } from '../../../../test/setup';
import { PaymentDeskCards } from './payment-desk-cards';

const none = { count: 0, total: 0 };

function openDesk(lastDeliveryAt: string | null) {
  const desk: PaymentDesk = {
    buckets: { verified: { count: 3, total: 90 }, waiting: none, flagged: none, unclaimed: none },
    forwarder: { lastDeliveryAt },
  };
  api.use(http.get('*/api/admin/payments/desk', () => HttpResponse.json(desk)));
  const admin = { ...reader('Ada Admin'), role: 'admin' as const };
  renderPage({ path: '/admin', url: '/admin', Page: PaymentDeskCards }, admin);
}

describe('the payment desk’s figures', () => {
  it('shows each bucket’s count and total', async () => {
    openDesk(new Date().toISOString());
    expect(await screen.findByText('3 · ৳90')).toBeVisible();
    expect(screen.getByText(/SMS forwarding app: last delivery/)).toBeVisible();
  });

  it('says when the forwarding app has been quiet for a day', async () => {
    openDesk(new Date(Date.now() - 2 * 24 * 3_600_000).toISOString());
    expect(await screen.findByText(/SMS forwarding app: quiet since/)).toBeVisible();
  });

  it('narrows the figures and the CSV export to a wallet and a period', async () => {
    const asked: string[] = [];
    api.use(
      http.get('*/api/admin/payments/desk', ({ request }) => {
        asked.push(new URL(request.url).search);
        return HttpResponse.json({
          buckets: { verified: none, waiting: none, flagged: none, unclaimed: none },
          forwarder: { lastDeliveryAt: null },
        });
      }),
    );
    const admin = { ...reader('Ada Admin'), role: 'admin' as const };
    renderPage({ path: '/admin', url: '/admin', Page: PaymentDeskCards }, admin);
    await userEvent.selectOptions(await screen.findByLabelText('Wallet'), 'nagad');
    await userEvent.type(screen.getByLabelText('From'), '2026-11-01');
    await waitFor(() => expect(asked.at(-1)).toBe('?from=2026-11-01&provider=nagad'));
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/admin/payments/export.csv?from=2026-11-01&provider=nagad',
    );
  });

  it('says when it never delivered', async () => {
    openDesk(null);
    expect(await screen.findByText('SMS forwarding app: no delivery yet')).toBeVisible();
  });
});
