import type { Blog } from '@codegrow/shared/schemas/blog';
import { createElement } from 'react';
import {
  BookOpen,
  Braces,
  Code2,
  Cpu,
  Database,
  FileCode2,
  GitBranch,
  Globe,
  Layers,
  Terminal,
} from 'lucide-react';

/** Full class strings (so Tailwind sees them), picked by category for articles without an image. */
const PALETTES = [
  'from-indigo-500 via-violet-500 to-fuchsia-500',
  'from-sky-500 via-blue-500 to-indigo-500',
  'from-emerald-500 via-teal-500 to-cyan-500',
  'from-amber-400 via-orange-500 to-rose-500',
  'from-violet-500 via-purple-500 to-pink-500',
  'from-cyan-500 via-sky-500 to-blue-600',
] as const;

const FALLBACK_ICONS = [Code2, Cpu, BookOpen, Layers] as const;

/** An icon that fits the category when its slug says what it is about. */
function coverIcon(slug: string, categoryId: number) {
  if (/data|sql/.test(slug)) return Database;
  if (/devops|ops|cloud|linux/.test(slug)) return Terminal;
  if (/web|frontend|css|html/.test(slug)) return Globe;
  if (/engineer|design|architect|practice/.test(slug)) return GitBranch;
  if (/script|typescript|node/.test(slug)) return Braces;
  if (/python/.test(slug)) return FileCode2;
  return FALLBACK_ICONS[categoryId % FALLBACK_ICONS.length] ?? Code2;
}

/** The card's picture: the article's image, or a calm gradient that tells categories apart. */
export function BlogCover({
  blog,
}: {
  blog: Pick<Blog, 'image_url' | 'category_id' | 'category_slug'>;
}) {
  if (blog.image_url) {
    return (
      <img
        src={blog.image_url}
        alt=""
        loading="lazy"
        decoding="async"
        className="aspect-[5/2] w-full object-cover"
      />
    );
  }
  const palette = PALETTES[blog.category_id % PALETTES.length];
  const icon = coverIcon(blog.category_slug, blog.category_id);
  return (
    <div
      aria-hidden="true"
      className={`relative aspect-[5/2] w-full overflow-hidden bg-linear-to-br ${palette} opacity-90 transition-opacity group-hover:opacity-100 dark:opacity-75 dark:group-hover:opacity-90`}
    >
      <div className="absolute inset-0 bg-[radial-gradient(circle_at_20%_20%,rgb(255_255_255/0.25),transparent_45%)]" />
      {createElement(icon, {
        className: 'absolute -right-4 -bottom-6 size-32 text-white/20',
        strokeWidth: 1.25,
      })}
      {createElement(icon, {
        className: 'absolute top-1/2 left-6 size-10 -translate-y-1/2 text-white/90',
      })}
    </div>
  );
}
