import { LIFETIME_PLAN_TEXT } from '@codegrow/shared/constants/payment-messages';

/** The home area's texts: the hero, the features, the statistics strip, the latest articles and the premium invitation. */
export const home = {
  head: {
    description:
      '{{site}}: {{slogan}} Tutorials and guides on programming, databases and software development.',
  },
  hero: {
    eyebrow: 'Programming · Databases · Software development',
    lead: 'Hands-on tutorials and guides that take you from your first line of code to production-ready skills. Read for free, go further with premium.',
  },
  features: {
    heading: 'Why learn with {{site}}',
    tutorials: {
      title: 'Practical tutorials',
      text: 'Step-by-step articles on languages, frameworks and tools you use every day.',
    },
    deepDives: {
      title: 'Premium deep dives',
      text: 'In-depth guides on architecture, databases and performance for serious learners.',
    },
    mindmaps: {
      title: 'Interactive mindmaps',
      text: 'See how concepts connect with visual maps attached to the articles.',
    },
    pace: {
      title: 'Learn at your pace',
      text: 'Save articles, track your reading and come back whenever you are ready.',
    },
  },
  stats: {
    label: '{{site}} in numbers',
    articles: 'Articles',
    learners: 'Learners',
    premiumTutorials: 'Premium tutorials',
    loading: 'Loading',
  },
  latest: {
    eyebrow: 'Fresh off the press',
    heading: 'Latest articles',
    viewAll: 'View all articles',
  },
  premiumCta: {
    badge: 'Premium',
    heading: 'Unlock every premium deep dive',
    body: `One payment of {{price}}, ${LIFETIME_PLAN_TEXT.duration.toLowerCase()}: every premium tutorial today and everything we publish next.`,
  },
} as const;
