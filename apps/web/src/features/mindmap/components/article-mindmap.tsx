import { Network } from 'lucide-react';
import { readMindmapData } from '../model/read-mindmap';
import { MindmapCanvas } from './mindmap-canvas';

/** The article's map, read-only: explore it by dragging, zooming and the keyboard. */
export function ArticleMindmap({ stored, title }: { stored: unknown; title: string }) {
  const data = readMindmapData(stored);
  if (!data) return null;
  return (
    <section aria-labelledby="article-mindmap-heading" className="space-y-3">
      <h2
        id="article-mindmap-heading"
        className="flex items-center gap-2 text-xl font-semibold text-slate-900 dark:text-white"
      >
        <Network aria-hidden="true" className="size-5 text-indigo-500" /> Mind map
      </h2>
      <MindmapCanvas data={data} title={`${title} mind map`} />
    </section>
  );
}
