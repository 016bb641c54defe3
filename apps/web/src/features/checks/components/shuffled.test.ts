import { describe, expect, it } from 'vitest';
import { shuffled } from './article-checks';

const answers = ['INNER JOIN', 'LEFT JOIN', 'RIGHT JOIN', 'CROSS JOIN'].map((text, index) => ({
  id: `a${index}`,
  text,
}));
const written = answers.map((answer) => answer.id).join();
const order = (questionId: string) =>
  shuffled(answers, questionId)
    .map((answer) => answer.id)
    .join();

describe('shuffled', () => {
  it('orders a question’s answers the same way each time, so the server’s page and the browser’s agree', () => {
    expect(order('q-1')).toBe(order('q-1'));
    expect([...shuffled(answers, 'q-1')].sort((a, b) => a.id.localeCompare(b.id))).toEqual(answers);
  });

  it('does not keep the order they were written in', () => {
    const orders = ['q-1', 'q-2', 'q-3', 'q-4', 'q-5', 'q-6'].map(order);
    expect(orders.filter((each) => each === written).length).toBeLessThan(2);
    expect(new Set(orders).size).toBeGreaterThan(2);
  });
});
