import { tabStorage } from '../../../lib/storage';

/**
 * What a reader is writing under an article, kept for this tab (tabStorage) while they
 * write: a session that ends meanwhile (the form gives way to 'Log in') loses nothing. `posting`
 * marks a comment sent when the session had ended: it is posted once they are signed in again.
 */
export interface CommentDraft {
  content: string;
  posting: boolean;
  /** Whose it is (viewerKey()): only they get it back, should someone else sign in in the tab. */
  writer: string;
}

const keyOf = (blogId: number) => `codegrow:comment-draft:${blogId}`;

export const commentDraft = {
  /** This writer's draft under the article, if one is kept. */
  read(blogId: number, writer: string): CommentDraft | null {
    const kept = tabStorage.get(keyOf(blogId));
    if (!kept) return null;
    try {
      const draft = JSON.parse(kept) as CommentDraft;
      return draft.writer === writer ? draft : null;
    } catch {
      return null;
    }
  },
  keep(blogId: number, draft: CommentDraft): void {
    if (draft.content) tabStorage.set(keyOf(blogId), JSON.stringify(draft));
    else tabStorage.remove(keyOf(blogId));
  },
  clear: (blogId: number) => tabStorage.remove(keyOf(blogId)),
};
