import type { Blog } from '@codegrow/shared/schemas/blog';
import { Clock } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { blogDate } from '../model/blog-dates';
import { useFormats } from '../../../lib/i18n/use-formats';

/** An article's date and reading time, as cards and search results show them. */
export function BlogMeta({ blog, className }: { blog: Blog; className?: string }) {
  const { formatDay, readingTimeLabel } = useFormats();
  const readingTime = readingTimeLabel(blog.reading_time);
  return (
    <p className={cn('flex flex-wrap items-center gap-x-3 gap-y-1', className)}>
      <time dateTime={blogDate(blog).toISOString()}>{formatDay(blogDate(blog))}</time>
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
