import {
  PENDING_PAYMENT_TEXT,
  SHORT_PAYMENT_TEXT,
  TRANSACTION_MESSAGES,
} from '@codegrow/shared/constants/payment-messages';
import { TRANSACTION_API_MESSAGES } from '@codegrow/shared/schemas/transaction';
import type { Transaction } from '@codegrow/shared/schemas/transaction';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { pendingPayment, reader } from '../../../test/fixtures';
import { renderPage } from '../../../test/render-page';
import { api } from '../../../test/setup';
import SubscribeRoute from './subscribe';

function openSubscribe(transactions: Transaction[]) {
  api.use(
    http.get('*/api/transactions/my-transactions', () => HttpResponse.json({ transactions })),
  );
  renderPage(
    { path: '/subscribe', url: '/subscribe', Page: SubscribeRoute },
    reader('Rina Reader'),
  );
}

describe('the subscribe page', () => {
  it('tells a reader whose payment waits for review, instead of a second checkout', async () => {
    openSubscribe([pendingPayment({ trx_id: 'DKV1QA4R7W' })]);
    expect(await screen.findByText(PENDING_PAYMENT_TEXT.title)).toBeVisible();
    expect(screen.getByText(PENDING_PAYMENT_TEXT.body('DKV1QA4R7W'))).toBeVisible();
    expect(
      screen.getByRole('link', { name: PENDING_PAYMENT_TEXT.seeYourPayments }),
    ).toHaveAttribute('href', '/dashboard?tab=transactions');
    expect(
      screen.queryByRole('button', { name: TRANSACTION_MESSAGES.getLifetimeAccess }),
    ).not.toBeInTheDocument();
  });

  it('lets the reader withdraw the waiting payment, after asking, and then offers the plan again', async () => {
    let withdrawn = false;
    api.use(
      http.get('*/api/transactions/my-transactions', () =>
        HttpResponse.json({ transactions: withdrawn ? [] : [pendingPayment({ id: 11 })] }),
      ),
      http.post('*/api/transactions/11/withdraw', () => {
        withdrawn = true;
        return HttpResponse.json({ transaction: pendingPayment({ status: 'rejected' }) });
      }),
    );
    renderPage(
      { path: '/subscribe', url: '/subscribe', Page: SubscribeRoute },
      reader('Rina Reader'),
    );
    const confirm = vi
      .spyOn(window, 'confirm')
      .mockReturnValueOnce(false)
      .mockReturnValueOnce(true);
    await userEvent.click(
      await screen.findByRole('button', { name: PENDING_PAYMENT_TEXT.withdraw }),
    );
    expect(withdrawn).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: PENDING_PAYMENT_TEXT.withdraw }));
    expect(confirm).toHaveBeenLastCalledWith(PENDING_PAYMENT_TEXT.confirmWithdraw('CJU0PZQ3U6'));
    expect(
      await screen.findByRole('button', { name: TRANSACTION_MESSAGES.getLifetimeAccess }),
    ).toBeVisible();
    expect(withdrawn).toBe(true);
  });

  it('asks a reader whose payment arrived short for the rest, and sends the ID they add', async () => {
    const short = pendingPayment({ id: 12, amount: 1500, received: 1000 });
    let sent: unknown = null;
    api.use(
      http.get('*/api/transactions/my-transactions', () =>
        HttpResponse.json({
          transactions: [sent ? { ...short, added_trx_ids: ['EMW2RB5S8X'] } : short],
        }),
      ),
      http.post('*/api/transactions/12/payments', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ transaction: short });
      }),
    );
    renderPage(
      { path: '/subscribe', url: '/subscribe', Page: SubscribeRoute },
      reader('Rina Reader'),
    );
    expect(
      await screen.findByText(SHORT_PAYMENT_TEXT.body('৳1,000', '৳1,500', '৳500')),
    ).toBeVisible();
    const field = screen.getByRole('textbox', { name: 'Transaction ID' });
    await userEvent.click(screen.getByRole('button', { name: SHORT_PAYMENT_TEXT.addPayment }));
    // The form's rules are fetched on its first check.
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(TRANSACTION_MESSAGES.trxIdRequired),
    );
    expect(sent).toBeNull();

    await userEvent.type(field, 'TrxID EMW2RB5S8X');
    await userEvent.click(screen.getByRole('button', { name: SHORT_PAYMENT_TEXT.addPayment }));
    expect(await screen.findByText(SHORT_PAYMENT_TEXT.added('EMW2RB5S8X'))).toBeVisible();
    expect(sent).toEqual({ trxId: 'EMW2RB5S8X' });
  });

  it('names the refusal when the ID added is already someone’s', async () => {
    const short = pendingPayment({ id: 13, received: 1000 });
    api.use(
      http.get('*/api/transactions/my-transactions', () =>
        HttpResponse.json({ transactions: [short] }),
      ),
      http.post('*/api/transactions/13/payments', () =>
        HttpResponse.json(
          {
            message: TRANSACTION_API_MESSAGES.duplicateTrxId,
            errors: [{ field: 'trxId', msg: TRANSACTION_API_MESSAGES.duplicateTrxId }],
          },
          { status: 409 },
        ),
      ),
    );
    renderPage(
      { path: '/subscribe', url: '/subscribe', Page: SubscribeRoute },
      reader('Rina Reader'),
    );
    await userEvent.type(
      await screen.findByRole('textbox', { name: 'Transaction ID' }),
      'EMW2RB5S8X',
    );
    await userEvent.click(screen.getByRole('button', { name: SHORT_PAYMENT_TEXT.addPayment }));
    expect(await screen.findAllByText(TRANSACTION_API_MESSAGES.duplicateTrxId)).not.toHaveLength(0);
  });
});
