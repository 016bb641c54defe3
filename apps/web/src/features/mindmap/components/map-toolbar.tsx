import { useTranslation } from '../../../lib/i18n/use-translation';
import { Button } from '../../../components/ui/button';
import { useFormats } from '../../../lib/i18n/use-formats';
import { actionsFor } from '../actions';
import type { MapAction, ToolbarEntry } from '../actions/map-action';
import type { MapEditor } from '../hooks/use-map-editor';

function ToolbarButton({
  action,
  entry,
  editor,
}: {
  action: MapAction;
  entry: ToolbarEntry;
  editor: MapEditor;
}) {
  const { label, icon: Icon } = entry.face?.(editor) ?? {
    label: typeof entry.label === 'function' ? entry.label(editor) : entry.label,
    icon: entry.icon,
  };
  const pressed = entry.pressed?.(editor);
  const iconOnly = entry.kind === 'icon';
  const tooltip = entry.hint ?? (entry.shortcut ? `${label} (${entry.shortcut})` : undefined);
  return (
    <Button
      size="sm"
      variant={entry.primary || pressed ? 'primary' : 'outline'}
      aria-label={iconOnly ? label : undefined}
      aria-pressed={pressed}
      title={tooltip}
      onClick={() => action.perform(editor)}
      disabled={entry.disabled?.(editor) ?? false}
    >
      <Icon aria-hidden="true" className="size-4" />
      {!iconOnly && ` ${label}`}
    </Button>
  );
}

/** The map's tools, one button per action with a toolbar entry, and the zoom it shows at. */
export function MapToolbar({ editor }: { editor: MapEditor }) {
  const { t } = useTranslation();
  const { formatCount } = useFormats();
  return (
    <div
      className="flex flex-wrap items-center gap-2"
      role="toolbar"
      aria-label={t('mindmap.toolbar.label')}
    >
      {actionsFor(editor).map((action) => {
        const entry = action.toolbar;
        if (!entry || (entry.available && !entry.available(editor))) return null;
        return <ToolbarButton key={action.name} action={action} entry={entry} editor={editor} />;
      })}
      <span className="ml-auto text-xs text-slate-500 dark:text-slate-400" aria-live="polite">
        {t('mindmap.toolbar.zoom', { percent: formatCount(Math.round(editor.view.scale * 100)) })}
      </span>
    </div>
  );
}
