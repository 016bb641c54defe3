import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { ARTICLE_BODY_ID } from '../../../lib/article-body';
import { useProgress } from '../api/get-progress';
import { useSaveProgress } from '../api/save-progress';
import { positionIn, scrollTopFor, type BodyBox } from '../model/scroll-position';
import { LEARNING_LIMITS } from '@codegrow/shared/constants/limits';

/** Sent by 'Continue': where in the article to take the reader back to. */
export interface ResumeState {
  resumeAt: number;
}

const isResumeState = (state: unknown): state is ResumeState =>
  typeof (state as ResumeState | null)?.resumeAt === 'number';

/** Scrolling has to rest this long before the position is kept. */
const SAVE_AFTER_MS = 800;

function bodyBox(body = document.getElementById(ARTICLE_BODY_ID)): BodyBox | null {
  // Gone from the page: the reader has moved on, and the page now shows something else.
  if (!body?.isConnected) return null;
  const rect = body.getBoundingClientRect();
  return { top: rect.top + window.scrollY, height: rect.height };
}

/**
 * Keeps the reader's place in an article they may read: the position once scrolling rests
 * and when they leave, and 'read' the first time the end of the text comes into view.
 * Arriving from 'Continue', scrolls back to where they stopped.
 */
export function useReadingProgress(blogId: number, viewer: string): void {
  const { state } = useLocation();
  const { data: progress } = useProgress([blogId], viewer);
  const save = useSaveProgress(blogId, viewer);
  const { mutate } = save;
  const known = useRef({ read: false, position: -1 });
  const storedRead = progress?.get(blogId)?.read;
  useEffect(() => {
    if (storedRead !== undefined) known.current.read = storedRead;
  }, [storedRead]);

  const resumeAt = isResumeState(state) ? state.resumeAt : null;
  useEffect(() => {
    if (resumeAt === null) return;
    // After the router's own scroll handling of this navigation.
    const frame = requestAnimationFrame(() => {
      const box = bodyBox();
      if (box)
        window.scrollTo({
          top: scrollTopFor(box, resumeAt, window.innerHeight),
          behavior: 'instant',
        });
    });
    return () => cancelAnimationFrame(frame);
  }, [resumeAt]);

  useEffect(() => {
    // This article's body: measured only while it is on the page.
    const body = document.getElementById(ARTICLE_BODY_ID);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const keep = () => {
      clearTimeout(timer);
      const box = bodyBox(body);
      if (!box) return;
      const position = positionIn(box, window.scrollY, window.innerHeight);
      const reachedEnd = position >= LEARNING_LIMITS.readAtPosition && !known.current.read;
      if (!reachedEnd && Math.abs(position - known.current.position) < 0.01) return;
      known.current.position = position;
      if (reachedEnd) known.current.read = true;
      mutate(reachedEnd ? { position, read: true } : { position });
    };
    const onScroll = () => {
      clearTimeout(timer);
      timer = setTimeout(keep, SAVE_AFTER_MS);
    };
    // Nothing is kept until the reader scrolls: opening an article is not reading it.
    const onLeave = () => {
      if (timer !== undefined) keep();
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', onLeave);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', onLeave);
      onLeave();
    };
  }, [mutate]);
}
