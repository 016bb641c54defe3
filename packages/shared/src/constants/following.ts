import { FOLLOW_MODES, type FollowMode } from './domain';

/** Kept with the other states and kinds (a page in any language reads them); given here too. */
export { FOLLOW_MODES, type FollowMode };

/** A new article listed in a mail: its title and address. */
export interface NewArticle {
  title: string;
  url: string;
}

export const FOLLOW_TEXT = {
  label: 'Follow',
  modes: {
    off: 'Not following',
    each: 'E-mail me each new article',
    weekly: 'E-mail me a weekly digest',
  },
  saved: {
    off: 'You no longer follow it.',
    each: 'Following: you will get an e-mail for each new article.',
    weekly: 'Following: you will get a weekly digest of new articles.',
  },
  failed: 'Your choice could not be saved. Try again.',
  targetRequired: 'Name what to follow: categoryId or pathId, not both',
  categoryNotFound: 'Category not found',
  pathNotFound: 'Path not found',
  /** The settings' list of what the reader follows. */
  following: 'Following',
  nothingFollowed:
    'You follow no category or path yet. Follow one from its page to hear of new articles.',
  newArticleSubject: (title: string) => `New on CodeGrow: ${title}`,
  newArticleBody: (target: string, article: NewArticle, unsubscribeUrl: string) =>
    [
      `A new article in ${target}: ${article.title}`,
      '',
      `Read it: ${article.url}`,
      '',
      `You get this e-mail because you follow ${target}. Stop these e-mails: ${unsubscribeUrl}`,
    ].join('\n'),
  digestSubject: (count: number) =>
    count === 1
      ? 'This week on CodeGrow: 1 new article'
      : `This week on CodeGrow: ${count} new articles`,
  digestBody: (target: string, articles: NewArticle[], unsubscribeUrl: string) =>
    [
      `New this week in ${target}:`,
      '',
      ...articles.map((article) => `- ${article.title}: ${article.url}`),
      '',
      `You get this digest because you follow ${target} weekly. Stop it: ${unsubscribeUrl}`,
    ].join('\n'),
  unsubscribeTitle: 'Stop these e-mails',
  unsubscribeButton: 'Stop the e-mails',
  unsubscribed: 'You no longer follow it, and get no more of these e-mails.',
} as const;
