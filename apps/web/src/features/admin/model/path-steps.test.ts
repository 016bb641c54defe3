import { describe, expect, it } from 'vitest';
import { addStep, keyMoveTarget, moveStep, removeStep } from './path-steps';

const steps = [
  { id: 1, title: 'One' },
  { id: 2, title: 'Two' },
  { id: 3, title: 'Three' },
];
const ids = (list: { id: number }[]) => list.map((step) => step.id);

describe('editing a path’s steps', () => {
  it('moves a step down, up, and to either end, the others keeping their order', () => {
    expect(ids(moveStep(steps, 0, 1))).toEqual([2, 1, 3]);
    expect(ids(moveStep(steps, 2, 0))).toEqual([3, 1, 2]);
    expect(ids(moveStep(steps, 0, 2))).toEqual([2, 3, 1]);
  });

  it('goes no further than the ends, and leaves the list as it was for an unknown step', () => {
    expect(ids(moveStep(steps, 0, -1))).toEqual([1, 2, 3]);
    expect(ids(moveStep(steps, 2, 5))).toEqual([1, 2, 3]);
    expect(ids(moveStep(steps, 7, 0))).toEqual([1, 2, 3]);
  });

  it('adds an article once, at the end, and removes one by id', () => {
    expect(ids(addStep(steps, { id: 4, title: 'Four' }))).toEqual([1, 2, 3, 4]);
    expect(ids(addStep(steps, { id: 2, title: 'Two' }))).toEqual([1, 2, 3]);
    expect(ids(removeStep(steps, 2))).toEqual([1, 3]);
  });

  it('reads the keys that move a step', () => {
    expect(keyMoveTarget('ArrowUp', 2, 5)).toBe(1);
    expect(keyMoveTarget('ArrowDown', 2, 5)).toBe(3);
    expect(keyMoveTarget('Home', 2, 5)).toBe(0);
    expect(keyMoveTarget('End', 2, 5)).toBe(4);
    expect(keyMoveTarget('Enter', 2, 5)).toBeNull();
  });
});
