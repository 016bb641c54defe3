import { describe, expect, it } from 'vitest';
import { TRANSACTION_MESSAGES } from '../constants/payment-messages';
import { PAYMENT_SETTINGS_MESSAGES as SETTINGS } from '../constants/admin-messages';
import { firstFormError } from './form';
import {
  paymentSettingsFormSchema,
  senderList,
  TRANSACTION_API_MESSAGES,
  transactionIdIn,
  transactionInputSchema,
} from './transaction';

const trxIdOf = (typed: string) =>
  transactionInputSchema.pick({ trxId: true }).safeParse({ trxId: typed });

describe('the transaction ID a reader types', () => {
  it.each([
    [
      'the whole bKash message',
      'You have received Tk 30.00 from 01533817247. Fee Tk 0.00. Balance Tk 1,117.78. TrxID CJU0PZQ3U6 at 30/10/2025 21:02',
      'CJU0PZQ3U6',
    ],
    ['Nagad’s ID line', 'TxnID: 75HKUOBF', '75HKUOBF'],
    [
      'Rocket’s, in the middle of its message',
      'Tk99.00 received … TxnId:6606781284 Date:08-JUN-26',
      '6606781284',
    ],
    ['the ID alone, with spaces around it', '  CJU0PZQ3U6 ', 'CJU0PZQ3U6'],
  ])('is taken out of %s', (_name, typed, id) => {
    expect(trxIdOf(typed)).toMatchObject({ success: true, data: { trxId: id } });
  });

  it('is still refused when empty or not an ID at all', () => {
    expect(trxIdOf('  ').error?.issues[0]?.message).toBe(TRANSACTION_MESSAGES.trxIdRequired);
    expect(trxIdOf('paid yesterday').error?.issues[0]?.message).toBe(
      TRANSACTION_API_MESSAGES.trxIdFormat,
    );
  });

  it('keeps text without an ID label as it is', () => {
    expect(transactionIdIn('ABC123')).toBe('ABC123');
  });
});

describe('the payment settings form', () => {
  const valid = { bkash: 'bKash', nagad: 'NAGAD, nagad-alerts', rocket: '', reminderDays: '7' };
  const formError = (change: Record<string, string>) =>
    firstFormError(paymentSettingsFormSchema, { ...valid, ...change });
  const names = (count: number, length = 5) =>
    Array.from({ length: count }, (_, at) => String(at).padEnd(length, 'x')).join(', ');

  it('reads each wallet’s senders as comma-separated names, empty ones dropped', () => {
    expect(senderList(' bKash , bkash-alerts,, ')).toEqual(['bKash', 'bkash-alerts']);
  });

  it.each([
    [{}],
    [{ bkash: names(20), nagad: names(1, 64) }],
    [{ reminderDays: '1' }],
    [{ reminderDays: ' 90 ' }],
  ])('takes %o', (change) => {
    expect(formError(change)).toBeNull();
  });

  it.each([
    [{ rocket: names(21) }, 'rocket', SETTINGS.sendersInvalid],
    [{ nagad: names(1, 65) }, 'nagad', SETTINGS.sendersInvalid],
    [{ reminderDays: '' }, 'reminderDays', SETTINGS.reminderDaysInvalid],
    [{ reminderDays: '0' }, 'reminderDays', SETTINGS.reminderDaysInvalid],
    [{ reminderDays: '91' }, 'reminderDays', SETTINGS.reminderDaysInvalid],
    [{ reminderDays: '2.5' }, 'reminderDays', SETTINGS.reminderDaysInvalid],
  ])('%o → %s: %s', (change, field, msg) => {
    expect(formError(change)).toEqual({ field, msg });
  });
});
