import { describe, expect, it } from 'vitest';
import { HISTORY_LIMIT, record, redo, startHistory, undo } from './edit-history';

describe('edit history', () => {
  it('undoes and redoes step by step, and a new step drops what was undone', () => {
    let history = record(record(startHistory('a'), 'b'), 'c');
    history = undo(undo(history));
    expect(history.present).toBe('a');
    history = redo(history);
    expect(history.present).toBe('b');
    history = record(history, 'd');
    expect(redo(history).present).toBe('d');
    expect(undo(history).present).toBe('b');
  });

  it('takes back one gesture in one step', () => {
    let history = record(startHistory(0), 1);
    for (const step of [2, 3, 4]) history = record(history, step, 'drag:n1');
    expect(history.present).toBe(4);
    expect(undo(history).present).toBe(1);
    history = record(history, 5, 'drag:n2');
    expect(undo(history).present).toBe(4);
  });

  it('goes back at most the limit, and does nothing with nothing to undo or redo', () => {
    let history = startHistory(0);
    for (let step = 1; step <= HISTORY_LIMIT + 20; step += 1) history = record(history, step);
    for (let step = 0; step < HISTORY_LIMIT + 20; step += 1) history = undo(history);
    expect(history.present).toBe(20);
    expect(redo(startHistory('x'))).toEqual(startHistory('x'));
  });
});
