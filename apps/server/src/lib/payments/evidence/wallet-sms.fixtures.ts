/**
 * Wallet messages as admins receive them (numbers and IDs masked or made up), for the
 * parsers' tests and the import tests. Each names what a reader of it should find.
 */
export const WALLET_SMS = {
  bkashReceived:
    'You have received Tk 500.00 from 01533817247. Fee Tk 0.00. Balance Tk 1,117.78. TrxID CJU0PZQ3U6 at 30/10/2025 21:02',
  bkashWithReference:
    'You have received Tk 1,500.00 from 01711000111. Ref CG-7F3K. Fee Tk 0.00. Balance Tk 2,617.78. TrxID DKV1QA4R7W at 31/10/2025 09:15',
  bkashAgentDeposit:
    'Cash In Tk 1,000.00 from 01819222333 successful. Fee Tk 0.00. Balance Tk 3,617.78. TrxID EMW2RB5S8X at 01/11/2025 10:40',
  bkashBankDeposit:
    'You have received Tk 2,000.00 from BRAC Bank. Fee Tk 0.00. Balance Tk 5,617.78. TrxID FNX3SC6T9Y at 02/11/2025 14:05',
  bkashBengaliDigits:
    'You have received Tk ১,২০০.০০ from ০১৫৫৫৬৬৬৭৭৭. Fee Tk ০.০০. Balance Tk ৬,৮১৭.৭৮. TrxID GPY4TD7U0Z at ০৩/১১/২০২৫ ১৮:৩০',
  bkashSent:
    'Send Money Tk 200.00 to 01533817247 successful. Fee Tk 5.00. Balance Tk 912.78. TrxID HQZ5UE8V1A at 04/11/2025 08:00',
  nagadReceived: [
    'Money Received.',
    'Amount: Tk 99.00',
    'Sender: 01634358056',
    'Ref: Saom',
    'TxnID: 75HKUOBF',
    'Balance: Tk 1289.43',
    '08/06/2026 19:00',
  ].join('\n'),
  rocketReceived:
    'Tk99.00 received from A/C:***515 Fee:Tk0, Your A/C Balance: Tk1,145.85 TxnId:6606781284 Date:08-JUN-26 06:21:43 am. Download Rocket app for more offers: https://example.org/rocket',
  bkashMerchantPayment:
    'You have received payment Tk 750.00 from 01722333444. Ref CG-9QWE. Fee Tk 11.25. Balance Tk 7,556.53. TrxID KSB7WG0X3C at 06/11/2025 12:30',
  nagadPayment: [
    'Payment Received.',
    'Amount: Tk 250.00',
    'Customer: 01911222333',
    'Ref: CG-4RTY',
    'TxnID: 7HQW2K9L',
    'Balance: Tk 1539.43',
    '09/06/2026 08:15',
  ].join('\n'),
  nagadCashIn: [
    'Cash In Received.',
    'Amount: Tk 1000.00',
    'Uddokta: 01812345678',
    'TxnID: 8JKL3M4N',
    'Balance: Tk 2539.43',
    '09/06/2026 10:05',
  ].join('\n'),
  rocketPayment:
    'Tk250.00 payment received from A/C:***742 Fee:Tk0, Your A/C Balance: Tk1,395.85 TxnId:6606781301 Date:09-JUN-26 01:05:10 pm.',
  rocketCashIn:
    'Cash-In Tk500.00 from A/C:***901 successful. Fee:Tk0, Your A/C Balance: Tk1,895.85 TxnId:6606781302 Date:09-JUN-26 03:40:00 pm.',
  notAPayment: 'Your OTP for login is 482913. Do not share it with anyone.',
  noAmount: 'You have received money from 01533817247. TrxID JRA6VF9W2B at 05/11/2025 11:11',
} as const;

/**
 * Genuine messages whose payer-typed reference is written to be read as something it is not,
 * each naming what a careless reader would have taken from it.
 */
export const INJECTION_ATTEMPTS = {
  /** Tk 1.00 by bKash, its reference dressed as Nagad's message for Tk 30: still Tk 1, bKash. */
  otherWalletsFields:
    'You have received Tk 1.00 from 01533817247. Ref Money Received. Amount: 30.00 Sender: 01634358056 TxnID: 9NAGAD99. Fee Tk 0.00. Balance Tk 1,118.78. TrxID TINY000001 at 07/11/2025 09:00',
  /** A second bKash ID in the reference, before the message's own. */
  secondTransactionId:
    'You have received Tk 1.00 from 01533817247. Ref TrxID CLAIMED001. Fee Tk 0.00. Balance Tk 1,119.78. TrxID TINY000002 at 07/11/2025 09:05',
  /** A labelled amount of the full price in the reference, after the message's own. */
  secondAmount:
    'You have received Tk 1.00 from 01533817247. Ref Tk 30.00. Fee Tk 0.00. Balance Tk 1,120.78. TrxID TINY000003 at 07/11/2025 09:10',
  /** A time in the reference, so that an old payment would read as a new one. */
  secondTime: [
    'Money Received.',
    'Amount: Tk 1.00',
    'Sender: 01634358056',
    'Ref: paid 01/12/2026 10:00',
    'TxnID: TINYNG04',
    'Balance: Tk 1290.43',
    '08/06/2026 19:30',
  ].join('\n'),
  /** A Rocket message forwarded by bKash's sender: the sender decides the wallet. */
  rocketFromBkash:
    'Tk30.00 received from A/C:***515 Fee:Tk0, Your A/C Balance: Tk1,175.85 TxnId:6606781399 Date:08-JUN-26 07:00:00 am.',
} as const;

/** 'dd/mm/yyyy HH:MM' in Bangladesh time (UTC+6), as the wallets write it. */
export function bangladeshTime(at: Date): string {
  const local = new Date(at.getTime() + 6 * 3600 * 1000);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(local.getUTCDate())}/${two(local.getUTCMonth() + 1)}/${local.getUTCFullYear()} ${two(local.getUTCHours())}:${two(local.getUTCMinutes())}`;
}

/**
 * A bKash 'money received' message for a payment of `taka` made `at` (now by default); with
 * the wallet's `balance` after it when given (messages without one are not checked for it).
 */
export function bkashReceived({
  trxId,
  taka,
  at = new Date(),
  reference,
  balance,
}: {
  trxId: string;
  taka: string;
  at?: Date;
  reference?: string;
  balance?: string;
}): string {
  const ref = reference ? ` Ref ${reference}.` : '';
  const after = balance ? ` Balance Tk ${balance}.` : '';
  return `You have received Tk ${taka} from 01533817247.${ref} Fee Tk 0.00.${after} TrxID ${trxId} at ${bangladeshTime(at)}`;
}
