import { Network } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { mindmapToggleLabel } from '../model/blog-form';

/**
 * The article form's mind-map section: 'Create Mindmap' / 'Edit Mindmap' opens
 * the editor the route composes in, 'Hide Mindmap Editor' closes it.
 */
export function MindmapSlot({ hasMindmap, editor }: { hasMindmap: boolean; editor?: ReactNode }) {
  const [open, setOpen] = useState(false);
  const panelId = 'mindmap-editor-slot';
  return (
    <section aria-label="Mindmap" className="space-y-3">
      <Button
        variant="outline"
        onClick={() => setOpen((shown) => !shown)}
        aria-expanded={open}
        aria-controls={panelId}
      >
        <Network aria-hidden="true" className="size-4" />
        {mindmapToggleLabel(open, hasMindmap)}
      </Button>
      {open && editor && <div id={panelId}>{editor}</div>}
      {open && !editor && (
        <div
          id={panelId}
          data-slot="mindmap-editor"
          className="rounded-2xl border border-dashed border-slate-300 bg-slate-50/60 px-6 py-10 text-center dark:border-slate-700 dark:bg-slate-900/40"
        >
          <Network aria-hidden="true" className="mx-auto size-8 text-slate-400" />
          <p className="mt-3 font-medium text-slate-900 dark:text-white">
            The mind-map editor arrives with the mind-map release.
          </p>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            {hasMindmap
              ? 'This article already has a mind map; saving the article keeps it unchanged.'
              : 'Once it is here, you can draw a map of this article right in this panel.'}
          </p>
        </div>
      )}
    </section>
  );
}
