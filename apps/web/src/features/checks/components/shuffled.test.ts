import { describe, expect, it } from 'vitest';
import { shuffled } from './article-checks';

const answers = ['INNER JOIN', 'LEFT JOIN', 'RIGHT JOIN', 'CROSS JOIN'];

describe('shuffled', () => {
  it('orders a question’s answers the same way each time, so the server’s page and the browser’s agree', () => {
    expect(shuffled(answers, 'q-1')).toEqual(shuffled(answers, 'q-1'));
    expect([...shuffled(answers, 'q-1')].sort()).toEqual([...answers].sort());
  });

  it('does not keep the order they were written in', () => {
    const orders = ['q-1', 'q-2', 'q-3', 'q-4', 'q-5', 'q-6'].map((id) =>
      shuffled(answers, id).join(),
    );
    expect(orders.filter((order) => order === answers.join()).length).toBeLessThan(2);
    expect(new Set(orders).size).toBeGreaterThan(2);
  });
});
