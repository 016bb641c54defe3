import {
  PENDING_PAYMENT_TEXT,
  TRANSACTION_MESSAGES,
} from '@codegrow/shared/constants/payment-messages';
import type { Transaction } from '@codegrow/shared/schemas/transaction';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
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
});
