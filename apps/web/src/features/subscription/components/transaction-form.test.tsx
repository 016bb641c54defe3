import { LIFETIME_PLAN } from '@codegrow/shared/constants/domain';
import { GIFT_MESSAGES } from '@codegrow/shared/constants/gifts';
import { TRANSACTION_MESSAGES } from '@codegrow/shared/constants/payment-messages';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { reader } from '../../../../test/fixtures';
import { renderPage } from '../../../../test/render-page';
import { api } from '../../../../test/setup';
import { TransactionForm } from './transaction-form';
import { en } from '../../../locales/en';

/** The field's label on English pages. */
const TRX_ID_LABEL = en.subscription.form.trxIdLabel;

function openForm(signedIn: boolean, { gift = false } = {}) {
  const onLoginRequired = vi.fn();
  const onSubmitted = vi.fn();
  const Page = () => (
    <TransactionForm
      gift={gift}
      isAuthenticated={signedIn}
      viewer={signedIn ? '7:user:free' : 'anonymous'}
      onLoginRequired={onLoginRequired}
      onSubmitted={onSubmitted}
    />
  );
  renderPage(
    { path: '/subscribe', url: '/subscribe', Page },
    signedIn ? reader('Rina Reader') : null,
  );
  return { onLoginRequired, onSubmitted };
}

const submit = async (trxId: string) => {
  if (trxId) await userEvent.type(screen.getByLabelText(TRX_ID_LABEL), trxId);
  await userEvent.click(screen.getByRole('button', { name: /submit/i }));
};

describe('submitting a payment', () => {
  it('sends a visitor to log in first', async () => {
    const { onLoginRequired } = openForm(false);
    await submit('CJU0PZQ3U6');
    expect(await screen.findByText(TRANSACTION_MESSAGES.loginToSubmit)).toBeInTheDocument();
    expect(onLoginRequired).toHaveBeenCalled();
    // Back from signing in, the form has what the visitor typed.
    cleanup();
    openForm(true);
    expect(screen.getByLabelText(TRX_ID_LABEL)).toHaveValue('CJU0PZQ3U6');
  });

  it('asks for the ID before sending anything', async () => {
    openForm(true);
    await submit('');
    expect(await screen.findByRole('alert')).toHaveTextContent(TRANSACTION_MESSAGES.trxIdRequired);
  });

  it('sends the ID with the plan’s own price, and says it will be verified', async () => {
    let sent: unknown = null;
    api.use(
      http.post('*/api/transactions', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ message: 'ok', transaction: {} }, { status: 201 });
      }),
      http.get('*/api/transactions/my-transactions', () => HttpResponse.json({ transactions: [] })),
    );
    const { onSubmitted } = openForm(true);
    await submit('CJU0PZQ3U6');
    expect(await screen.findByText(TRANSACTION_MESSAGES.submitted)).toBeInTheDocument();
    expect(sent).toEqual({
      trxId: 'CJU0PZQ3U6',
      amount: LIFETIME_PLAN.price,
      planType: LIFETIME_PLAN.id,
    });
    expect(onSubmitted).toHaveBeenCalled();
  });

  it('takes the ID out of the wallet’s whole message pasted into the field', async () => {
    let sent: { trxId?: string } = {};
    api.use(
      http.post('*/api/transactions', async ({ request }) => {
        sent = (await request.json()) as { trxId: string };
        return HttpResponse.json({ message: 'ok', transaction: {} }, { status: 201 });
      }),
      http.get('*/api/transactions/my-transactions', () => HttpResponse.json({ transactions: [] })),
    );
    openForm(true);
    await userEvent.click(screen.getByLabelText(TRX_ID_LABEL));
    await userEvent.paste(
      'You have received Tk 30.00 from 01533817247. Fee Tk 0.00. TrxID CJU0PZQ3U6 at 30/10/2025 21:02',
    );
    await submit('');
    await vi.waitFor(() => expect(sent.trxId).toBe('CJU0PZQ3U6'));
  });

  it('shows the server’s refusal of an ID already used', async () => {
    api.use(
      http.post('*/api/transactions', () =>
        HttpResponse.json(
          { message: 'This transaction ID was already submitted' },
          { status: 409 },
        ),
      ),
    );
    openForm(true);
    await submit('CJU0PZQ3U6');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This transaction ID was already submitted',
    );
  });
});

describe('paying for a gift', () => {
  const recipientField = () => screen.getByLabelText("Recipient's e-mail");

  it('asks whom the gift is for before sending anything', async () => {
    openForm(true, { gift: true });
    await submit('CJU0PZQ3U6');
    expect(await screen.findByRole('alert')).toHaveTextContent(GIFT_MESSAGES.recipientRequired);
    expect(recipientField()).toHaveFocus();
  });

  it('sends the recipient and the message with the ID, and says the link follows verification', async () => {
    let sent: unknown = null;
    api.use(
      http.post('*/api/transactions', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ message: 'ok', transaction: {} }, { status: 201 });
      }),
      http.get('*/api/transactions/my-transactions', () => HttpResponse.json({ transactions: [] })),
    );
    const { onSubmitted } = openForm(true, { gift: true });
    await userEvent.type(recipientField(), 'Friend@Example.org');
    await userEvent.type(screen.getByLabelText('A message for them (optional)'), 'Enjoy!');
    await submit('CJU0PZQ3U6');
    expect(await screen.findByText(GIFT_MESSAGES.submitted)).toBeInTheDocument();
    expect(sent).toEqual({
      trxId: 'CJU0PZQ3U6',
      amount: LIFETIME_PLAN.price,
      planType: LIFETIME_PLAN.id,
      gift: { email: 'friend@example.org', message: 'Enjoy!' },
    });
    expect(onSubmitted).toHaveBeenCalled();
  });

  it('puts the server’s refusal of the recipient on the recipient’s field', async () => {
    api.use(
      http.post('*/api/transactions', () =>
        HttpResponse.json(
          {
            message: GIFT_MESSAGES.recipientSubscribed,
            errors: [{ field: 'gift.email', msg: GIFT_MESSAGES.recipientSubscribed }],
          },
          { status: 409 },
        ),
      ),
    );
    openForm(true, { gift: true });
    await userEvent.type(recipientField(), 'subscriber@example.org');
    await submit('CJU0PZQ3U6');
    expect(await screen.findByRole('alert')).toHaveTextContent(GIFT_MESSAGES.recipientSubscribed);
    expect(recipientField()).toHaveAttribute('aria-invalid', 'true');
    expect(recipientField()).toHaveFocus();
  });
});
