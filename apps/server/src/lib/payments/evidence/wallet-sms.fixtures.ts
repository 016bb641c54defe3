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
  notAPayment: 'Your OTP for login is 482913. Do not share it with anyone.',
  noAmount: 'You have received money from 01533817247. TrxID JRA6VF9W2B at 05/11/2025 11:11',
} as const;

/** 'dd/mm/yyyy HH:MM' in Bangladesh time (UTC+6), as the wallets write it. */
function bangladeshTime(at: Date): string {
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
