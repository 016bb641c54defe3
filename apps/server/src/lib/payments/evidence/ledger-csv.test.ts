import { describe, expect, it } from 'vitest';
import { neutralised } from './ledger-csv';

describe('a cell a spreadsheet would run', () => {
  it.each(['=1+2', '+8801700000000', '-5', '@SUM(A1)', '\tcmd', '\rcmd'])(
    '%j is made text',
    (cell) => {
      expect(neutralised(cell)).toBe(`'${cell}`);
    },
  );

  it('leaves ordinary words and numbers as they are', () => {
    expect(neutralised('CG-7F3K')).toBe('CG-7F3K');
    expect(neutralised('01533817247')).toBe('01533817247');
  });
});
