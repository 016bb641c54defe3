import { describe, expect, it } from 'vitest';
import { DISCUSSION_LIMITS, MODERATION_MESSAGES as M } from '../constants/discussion';
import { firstFormError } from './form';
import { banFormSchema, blockedWordLines, blockedWordsFormSchema } from './moderation';

describe('the ban form', () => {
  const formError = (values: unknown) => firstFormError(banFormSchema, values);

  it('takes a reason, until lifted or until a day to come', () => {
    expect(formError({ reason: 'Insults', until: '' })).toBeNull();
    expect(formError({ reason: 'Insults', until: '2999-12-31' })).toBeNull();
  });

  it.each([
    [{ reason: ' ', until: '' }, 'reason', M.banReasonRequired],
    [{ reason: 'Insults', until: '2000-01-01' }, 'until', M.banEndInPast],
  ])('%o → %s: %s', (values, field, msg) => {
    expect(formError(values)).toEqual({ field, msg });
  });
});

describe('the blocked-words form', () => {
  const formError = (words: string) => firstFormError(blockedWordsFormSchema, { words });

  it('sends each line as a word', () => {
    expect(blockedWordLines('spam\n scam ')).toEqual(['spam', ' scam ']);
    expect(formError('spam\n scam ')).toBeNull();
  });

  it.each([
    ['an empty line', 'spam\n', 'a blocked word cannot be empty'],
    [
      'a word too long',
      'w'.repeat(DISCUSSION_LIMITS.blockedWordMax + 1),
      `a blocked word is at most ${DISCUSSION_LIMITS.blockedWordMax} characters`,
    ],
    [
      'too many words',
      Array.from({ length: DISCUSSION_LIMITS.blockedWordsMax + 1 }, (_, at) => `w${at}`).join('\n'),
      `at most ${DISCUSSION_LIMITS.blockedWordsMax} blocked words`,
    ],
  ])('refuses %s on the field, with the API’s message', (_name, words, msg) => {
    expect(formError(words)).toEqual({ field: 'words', msg });
  });
});
