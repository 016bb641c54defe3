import { tabStorage } from '../../../lib/storage';

/**
 * A transaction ID a visitor typed before being sent to sign in, kept for this tab only so the
 * payment form has it again when they come back; cleared once sent.
 */
const KEY = 'codegrow:typed-trx-id';

export const typedTrxId = {
  keep: (trxId: string) => tabStorage.set(KEY, trxId),
  read: () => tabStorage.get(KEY) ?? '',
  clear: () => tabStorage.remove(KEY),
};
