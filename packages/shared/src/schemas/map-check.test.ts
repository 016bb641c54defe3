import { describe, expect, it } from 'vitest';
import { MAP_CHECK_TEXT } from '../constants/checks';
import { MINDMAP_LIMITS } from '../constants/limits';
import { firstFormError } from './form';
import { mapCheckFormSchema } from './map-check';

const labelled = (...labels: [string, string][]) => ({
  labels: labels.map(([nodeId, label]) => ({ nodeId, label })),
});

describe("'Complete the map' as a form", () => {
  it('sends the labels by node id, as the reader typed them, whatever the ids', () => {
    const values = labelled(['node.1', ' inner JOIN '], ['constructor', 'Left join']);
    expect(mapCheckFormSchema.parse(values)).toEqual({
      labels: { 'node.1': ' inner JOIN ', constructor: 'Left join' },
    });
  });

  it('asks for every label first, on the blank one', () => {
    expect(firstFormError(mapCheckFormSchema, labelled(['a', 'C++'], ['b', '  ']))).toEqual({
      field: 'labels.1.label',
      msg: MAP_CHECK_TEXT.fillAll,
    });
  });

  it("then keeps to the server's rules for the labels", () => {
    const long = 'x'.repeat(MINDMAP_LIMITS.nodeTextMax + 1);
    expect(firstFormError(mapCheckFormSchema, labelled(['a', long]))?.msg).toBe(
      MAP_CHECK_TEXT.labelsInvalid,
    );
  });
});
