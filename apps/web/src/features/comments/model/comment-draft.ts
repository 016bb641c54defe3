/**
 * What a reader is writing under an article, kept for this tab (sessionStorage) while they
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
    try {
      const kept = sessionStorage.getItem(keyOf(blogId));
      const draft = kept ? (JSON.parse(kept) as CommentDraft) : null;
      return draft?.writer === writer ? draft : null;
    } catch {
      return null;
    }
  },
  keep(blogId: number, draft: CommentDraft): void {
    try {
      if (draft.content) sessionStorage.setItem(keyOf(blogId), JSON.stringify(draft));
      else sessionStorage.removeItem(keyOf(blogId));
    } catch {
      // Storage refused (privacy mode, quota): the draft lives in the field only.
    }
  },
  clear(blogId: number): void {
    try {
      sessionStorage.removeItem(keyOf(blogId));
    } catch {
      // Nothing kept.
    }
  },
};
