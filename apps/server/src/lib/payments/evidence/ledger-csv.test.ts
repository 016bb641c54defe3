import { describe, expect, it } from 'vitest';
import { ledgerCsv, neutralised } from './ledger-csv';

describe('a cell a spreadsheet would run', () => {
  it.each([
    '=1+2',
    '+8801700000000',
    '-5',
    '@SUM(A1)',
    '\tcmd',
    '\rcmd',
    ' =HYPERLINK("https://evil.example")',
    'paid\n=1+2',
    'paid\r\n  -2+3',
    '＝1+2',
    '＠SUM(A1)',
  ])('%j is made text', (cell) => {
    expect(neutralised(cell)).toBe(`'${cell}`);
  });

  it('leaves ordinary words and numbers as they are', () => {
    expect(neutralised('CG-7F3K')).toBe('CG-7F3K');
    expect(neutralised('01533817247')).toBe('01533817247');
    expect(neutralised('rent - june')).toBe('rent - june');
  });
});

describe('the ledger as CSV', () => {
  it('quotes every cell, so a separator in a payer’s words never starts another cell', () => {
    const csv = ledgerCsv([
      {
        state: 'unclaimed',
        receipt: null,
        trxId: 'CSVSEMI001',
        provider: 'bkash',
        claimed: null,
        received: 45.5,
        sender: '01533817247',
        reference: 'thanks;=1+2',
        reader: null,
        claimedAt: null,
        receivedAt: null,
      },
    ]);
    const [, line] = csv.trim().split('\n');
    expect(line).toBe('"unclaimed",,"CSVSEMI001","bkash",,"45.5","01533817247","thanks;=1+2",,,');
  });
});
