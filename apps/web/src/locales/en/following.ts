import { FOLLOW_TEXT } from '@codegrow/shared/constants/following';

/** Following a category or a learning path, and the settings' list of what is followed. */
export const following = {
  label: FOLLOW_TEXT.label,
  modes: FOLLOW_TEXT.modes,
  saved: {
    off: 'You no longer follow {{name}}.',
    each: 'Following {{name}}: an e-mail for each new article.',
    weekly: 'Following {{name}}: a weekly digest of new articles.',
  },
  failed: FOLLOW_TEXT.failed,
  signInToFollow: 'Log in to follow',
  heading: FOLLOW_TEXT.following,
  intro: 'Categories and learning paths you hear of by e-mail when something new is published.',
  none: FOLLOW_TEXT.nothingFollowed,
};
