import {
  createEmptyCard,
  fsrs,
  generatorParameters,
  Rating,
  type Card,
  type CardInput,
} from 'ts-fsrs';

/**
 * The spaced schedule of review cards: FSRS (ts-fsrs), without its same-day learning steps, so
 * a missed question comes back the next day at the soonest and further apart each time it is
 * answered right. No fuzz: the same answers give the same days, which tests can rely on.
 */
const scheduler = fsrs(generatorParameters({ enable_fuzz: false, enable_short_term: false }));

/** A card as stored (its dates as text), read back. */
export type StoredCard = CardInput;

/** The card of a question just missed in an article's checks. */
export function cardForMiss(now: Date): Card {
  return scheduler.next(createEmptyCard(now), now, Rating.Again).card;
}

/** The card after a review: Good when answered right, Again when not. */
export function cardAfterReview(stored: StoredCard, correct: boolean, now: Date): Card {
  return scheduler.next(stored, now, correct ? Rating.Good : Rating.Again).card;
}
