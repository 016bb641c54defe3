import { useEffect, useRef } from 'react';
import { Button } from './ui/button';
import { Spinner } from './ui/spinner';
import { cn } from '../lib/cn';

interface LoadMoreButtonProps {
  list: {
    hasNextPage: boolean;
    isFetchingNextPage: boolean;
    fetchNextPage: () => Promise<unknown>;
  };
  /** What it loads, e.g. 'Load More Blogs'. */
  label: string;
  className?: string;
}

/** The first link or button of an item, or the item itself, made focusable for the moment. */
function focusTarget(item: Element): HTMLElement | null {
  const control = item.querySelector<HTMLElement>('a[href], button:not([disabled])');
  if (control) return control;
  if (!(item instanceof HTMLElement)) return null;
  item.tabIndex = -1;
  return item;
}

/**
 * Under a list loaded page by page (the element right before it), shown while more pages exist.
 * Once the next page is in, the keyboard goes on from its first item: the button may be gone
 * (the last page), and a reader would otherwise be sent back to the top of the page.
 */
export function LoadMoreButton({ list, label, className }: LoadMoreButtonProps) {
  const here = useRef<HTMLDivElement>(null);
  // The list, and the index its first new item will have, while a page the keyboard asked for
  // is on its way.
  const focusNext = useRef<{ items: Element; from: number } | null>(null);
  // After every commit: once the new items are drawn (whenever React gets to it, and even when
  // this button is gone with the last page), the first of them takes the focus.
  useEffect(() => {
    const pending = focusNext.current;
    const first = pending?.items.children[pending.from];
    if (!first) return;
    focusNext.current = null;
    focusTarget(first)?.focus();
  });
  if (!list.hasNextPage) return null;

  const loadMore = async () => {
    if (list.isFetchingNextPage) return;
    const items = here.current?.previousElementSibling;
    if (items && here.current?.contains(document.activeElement)) {
      focusNext.current = { items, from: items.children.length };
    }
    await list.fetchNextPage();
  };

  return (
    <div ref={here} className={cn('flex justify-center', className)}>
      <Button
        variant="outline"
        size="lg"
        onClick={() => void loadMore()}
        // Not `disabled`: a disabled button drops the keyboard's focus to the page's top.
        aria-disabled={list.isFetchingNextPage || undefined}
      >
        {list.isFetchingNextPage && <Spinner className="size-4" />}
        {label}
      </Button>
    </div>
  );
}
