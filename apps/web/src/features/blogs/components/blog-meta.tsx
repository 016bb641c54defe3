import type { Blog } from '@codegrow/shared/schemas/blog';
import { Clock } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { blogDate, formatCardDate } from '../model/blog-dates';
import { readingTimeLabel } from '../../../lib/format';

/** An article's date and reading time, as cards and search results show them. */
export function BlogMeta({ blog, className }: { blog: Blog; className?: string }) {
  const readingTime = readingTimeLabel(blog.reading_time);
  return (
    <p className={cn('flex flex-wrap items-center gap-x-3 gap-y-1', className)}>
      <time dateTime={blogDate(blog).toISOString()}>{formatCardDate(blog)}</time>
      {readingTime && (
        <>
          <span aria-hidden="true">·</span>
          <span className="inline-flex items-center gap-1">
            <Clock aria-hidden="true" className="size-3.5" />
            {readingTime}
          </span>
        </>
      )}
    </p>
  );
}
