import { EVIDENCE_MESSAGES } from '@codegrow/shared/constants/payment-providers';
import { describe, expect, it } from 'vitest';
import { readSms, splitMessages, toPoisha, type SmsEvidence } from './sms-evidence';
import { bkashReceived, INJECTION_ATTEMPTS, WALLET_SMS } from './wallet-sms.fixtures';

function evidenceOf(text: string): SmsEvidence {
  const reading = readSms(text);
  if (!reading.readable) throw new Error(`unreadable: ${reading.reason}`);
  return reading.evidence;
}

/** Bangladesh time as the message states it, for comparing with what was read. */
const dhaka = (isoLocal: string) => new Date(`${isoLocal}+06:00`);

describe('readSms', () => {
  it('reads a bKash payment received, field by field, keeping the text', () => {
    expect(evidenceOf(WALLET_SMS.bkashReceived)).toEqual({
      provider: 'bkash',
      trxId: 'CJU0PZQ3U6',
      amountPoisha: 50_000,
      sender: '01533817247',
      reference: null,
      receivedAt: dhaka('2025-10-30T21:02:00'),
      balancePoisha: 111_778,
      raw: WALLET_SMS.bkashReceived,
    });
  });

  it('reads the reference the payer typed, and thousands separators', () => {
    const evidence = evidenceOf(WALLET_SMS.bkashWithReference);
    expect(evidence.reference).toBe('CG-7F3K');
    expect(evidence.amountPoisha).toBe(150_000);
  });

  it('names the agent’s number for a cash-in and the bank for a bank deposit', () => {
    expect(evidenceOf(WALLET_SMS.bkashAgentDeposit)).toMatchObject({
      sender: '01819222333',
      amountPoisha: 100_000,
    });
    expect(evidenceOf(WALLET_SMS.bkashBankDeposit).sender).toBe('BRAC Bank');
  });

  it('reads Bengali digits as well as ASCII ones', () => {
    expect(evidenceOf(WALLET_SMS.bkashBengaliDigits)).toMatchObject({
      trxId: 'GPY4TD7U0Z',
      amountPoisha: 120_000,
      sender: '01555666777',
      balancePoisha: 681_778,
      receivedAt: dhaka('2025-11-03T18:30:00'),
    });
  });

  it('reads Nagad’s message over several lines', () => {
    expect(evidenceOf(WALLET_SMS.nagadReceived)).toMatchObject({
      provider: 'nagad',
      trxId: '75HKUOBF',
      amountPoisha: 9_900,
      sender: '01634358056',
      reference: 'Saom',
      balancePoisha: 128_943,
      receivedAt: dhaka('2026-06-08T19:00:00'),
    });
  });

  it('reads Rocket’s message with its masked sender, no reference and the advert after it', () => {
    expect(evidenceOf(WALLET_SMS.rocketReceived)).toMatchObject({
      provider: 'rocket',
      trxId: '6606781284',
      amountPoisha: 9_900,
      sender: '***515',
      reference: null,
      balancePoisha: 114_585,
      receivedAt: dhaka('2026-06-08T06:21:43'),
    });
  });

  it.each([
    ['bKash’s merchant payment', WALLET_SMS.bkashMerchantPayment, 'bkash', 'KSB7WG0X3C', 75_000],
    ['Nagad’s merchant payment', WALLET_SMS.nagadPayment, 'nagad', '7HQW2K9L', 25_000],
    ['Nagad’s cash-in', WALLET_SMS.nagadCashIn, 'nagad', '8JKL3M4N', 100_000],
    ['Rocket’s merchant payment', WALLET_SMS.rocketPayment, 'rocket', '6606781301', 25_000],
    ['Rocket’s cash-in', WALLET_SMS.rocketCashIn, 'rocket', '6606781302', 50_000],
  ] as const)('reads %s by its own template', (_name, text, provider, trxId, amountPoisha) => {
    expect(evidenceOf(text)).toMatchObject({ provider, trxId, amountPoisha });
    expect(evidenceOf(text).balancePoisha).not.toBeNull();
  });

  it('reads a message as the wallet it came from, and refuses another wallet’s wording', () => {
    expect(readSms(WALLET_SMS.nagadReceived, 'nagad')).toMatchObject({ readable: true });
    expect(readSms(WALLET_SMS.nagadReceived, 'bkash')).toEqual({
      readable: false,
      reason: EVIDENCE_MESSAGES.otherWalletsForm,
      raw: WALLET_SMS.nagadReceived,
    });
  });

  it.each([
    ['money sent', WALLET_SMS.bkashSent, EVIDENCE_MESSAGES.notReceived],
    ['a message that is no payment', WALLET_SMS.notAPayment, EVIDENCE_MESSAGES.noTransactionId],
    ['a payment without an amount', WALLET_SMS.noAmount, EVIDENCE_MESSAGES.noAmount],
    [
      'an amount no wallet sends',
      bkashReceived({ trxId: 'BK9H7A2C4D', taka: '99,999,999.00' }),
      EVIDENCE_MESSAGES.badAmount,
    ],
  ])('says why it cannot read %s, and keeps the text', (_name, text, reason) => {
    expect(readSms(text)).toEqual({ readable: false, reason, raw: text });
  });
});

describe('readSms and the words a payer chose', () => {
  it('reads a reference dressed as another wallet’s message as words: the true amount and wallet', () => {
    expect(evidenceOf(INJECTION_ATTEMPTS.otherWalletsFields)).toMatchObject({
      provider: 'bkash',
      trxId: 'TINY000001',
      amountPoisha: 100,
      balancePoisha: 111_878,
      reference: 'Money Received. Amount: 30.00 Sender: 01634358056 TxnID: 9NAGAD99',
    });
  });

  it.each([
    ['a second transaction ID', INJECTION_ATTEMPTS.secondTransactionId, 'secondTransactionId'],
    ['a second amount', INJECTION_ATTEMPTS.secondAmount, 'secondAmount'],
    ['a second time', INJECTION_ATTEMPTS.secondTime, 'secondTime'],
  ] as const)('leaves a message whose reference holds %s for an admin', (_name, text, reason) => {
    expect(readSms(text)).toEqual({
      readable: false,
      reason: EVIDENCE_MESSAGES[reason],
      raw: text,
    });
  });

  it('takes the wallet from the sender: Rocket’s wording from bKash’s sender is not read', () => {
    expect(readSms(INJECTION_ATTEMPTS.rocketFromBkash, 'bkash')).toMatchObject({
      readable: false,
      reason: EVIDENCE_MESSAGES.otherWalletsForm,
    });
  });

  it('reads a message whose wording is no wallet’s as unreadable, saying so', () => {
    const drifted = WALLET_SMS.bkashReceived.replace('You have received', 'You got');
    expect(readSms(drifted)).toMatchObject({ reason: EVIDENCE_MESSAGES.unknownForm });
  });
});

describe('splitMessages', () => {
  it('splits a paste at blank lines and where a message begins, with the line it starts on', () => {
    const paste = [
      WALLET_SMS.bkashReceived,
      WALLET_SMS.bkashWithReference,
      '',
      WALLET_SMS.nagadReceived,
      '',
      '',
      WALLET_SMS.notAPayment,
    ].join('\n');
    const messages = splitMessages(paste);
    expect(messages.map((message) => message.line)).toEqual([1, 2, 4, 13]);
    expect(messages.map((message) => message.text)).toEqual([
      WALLET_SMS.bkashReceived,
      WALLET_SMS.bkashWithReference,
      WALLET_SMS.nagadReceived,
      WALLET_SMS.notAPayment,
    ]);
  });
});

describe('toPoisha', () => {
  it.each([
    ['500', 50_000],
    ['500.5', 50_050],
    ['1,117.78', 111_778],
    ['0.07', 7],
  ])('%s → %d', (text, poisha) => expect(toPoisha(text)).toBe(poisha));

  it('refuses what is not an amount, or more than the ledger holds', () => {
    expect(toPoisha('1.2.3')).toBeNull();
    expect(toPoisha('12.345')).toBeNull();
    expect(toPoisha('21,474,836.47')).toBe(2_147_483_647);
    expect(toPoisha('21,474,836.48')).toBeNull();
  });
});
