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

/** Under a list loaded page by page, shown while more pages exist. */
export function LoadMoreButton({ list, label, className }: LoadMoreButtonProps) {
  if (!list.hasNextPage) return null;
  return (
    <div className={cn('flex justify-center', className)}>
      <Button
        variant="outline"
        size="lg"
        onClick={() => void list.fetchNextPage()}
        disabled={list.isFetchingNextPage}
      >
        {list.isFetchingNextPage && <Spinner className="size-4" />}
        {label}
      </Button>
    </div>
  );
}
