import {
  PENDING_PAYMENT_TEXT,
  TRANSACTION_MESSAGES,
} from '@codegrow/shared/constants/payment-messages';
import type { Transaction } from '@codegrow/shared/schemas/transaction';
import { screen } from '@testing-library/react';
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
});
