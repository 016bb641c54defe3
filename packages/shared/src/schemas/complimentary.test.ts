import { describe, expect, it } from 'vitest';
import { COMPLIMENTARY_MESSAGES as M } from '../constants/admin-messages';
import { complimentaryFormSchema } from './complimentary';
import { firstFormError } from './form';

const formError = (values: unknown) => firstFormError(complimentaryFormSchema, values);

describe('the complimentary access form', () => {
  it('takes a reason, for life or until a day to come', () => {
    expect(formError({ reason: ' Scholarship ', until: '' })).toBeNull();
    expect(formError({ reason: 'Scholarship', until: '2999-12-31' })).toBeNull();
  });

  it.each([
    [{ reason: '  ', until: '' }, 'reason', M.reasonRequired],
    [{ reason: 'Scholarship', until: '2000-01-01' }, 'until', M.untilInPast],
    // One message at a time, the reason's first.
    [{ reason: '', until: '2000-01-01' }, 'reason', M.reasonRequired],
  ])('%o → %s: %s', (values, field, msg) => {
    expect(formError(values)).toEqual({ field, msg });
  });
});
