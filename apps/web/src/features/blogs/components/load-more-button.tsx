import { READER_MESSAGES } from '@codegrow/shared/constants/content-messages';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';

interface LoadMoreButtonProps {
  list: {
    hasNextPage: boolean;
    isFetchingNextPage: boolean;
    fetchNextPage: () => Promise<unknown>;
  };
  className?: string;
}

/** 'Load More Blogs' under an article list, shown while more pages exist. */
export function LoadMoreButton({ list, className }: LoadMoreButtonProps) {
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
        {READER_MESSAGES.loadMore}
      </Button>
    </div>
  );
}
