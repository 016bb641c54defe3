/**
 * A transaction ID a visitor typed before being sent to sign in, kept for this tab only
 * (sessionStorage) so the payment form has it again when they come back; cleared once sent.
 */
const KEY = 'codegrow:typed-trx-id';

export const typedTrxId = {
  keep(trxId: string): void {
    try {
      sessionStorage.setItem(KEY, trxId);
    } catch {
      // Storage refused (privacy mode, quota): the reader types it again.
    }
  },
  read(): string {
    try {
      return sessionStorage.getItem(KEY) ?? '';
    } catch {
      return '';
    }
  },
  clear(): void {
    try {
      sessionStorage.removeItem(KEY);
    } catch {
      // Nothing kept.
    }
  },
};
