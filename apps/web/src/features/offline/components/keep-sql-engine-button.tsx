import { CircleCheck, Database, LoaderCircle } from 'lucide-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PILL_PRESSED, pillClass } from '../../../components/ui/pill-button';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useFormats } from '../../../lib/i18n/use-formats';
import {
  keepSqlEngine,
  SQL_ENGINE_DOWNLOAD_BYTES,
  sqlEngineKept,
} from '../../../lib/offline/sql-engine';
import { toast } from '../../../lib/toast';

const sqlEngineKey = ['sql-engine-kept'] as const;

/**
 * Offered beside a kept article with runnable SQL: keeps PostgreSQL's engine on this device
 * too (its size said up front), so the article's queries run offline. Pressed once kept.
 */
export function KeepSqlEngineButton() {
  const { t } = useTranslation();
  const { formatBytes } = useFormats();
  const queryClient = useQueryClient();
  const kept = useQuery({
    queryKey: sqlEngineKey,
    queryFn: sqlEngineKept,
    networkMode: 'always',
    staleTime: Infinity,
  });
  const keep = useMutation({
    mutationFn: keepSqlEngine,
    onSuccess: () => toast.success(t('offline.sqlEngine.done')),
    onError: () => toast.error(t('offline.saveFailed')),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sqlEngineKey }),
  });
  if (SQL_ENGINE_DOWNLOAD_BYTES === 0 || kept.data === undefined) return null;
  const isKept = kept.data;
  const Icon = keep.isPending ? LoaderCircle : isKept ? CircleCheck : Database;
  return (
    <button
      type="button"
      aria-pressed={isKept}
      aria-busy={keep.isPending}
      disabled={keep.isPending || isKept}
      onClick={() => keep.mutate()}
      className={pillClass(isKept && PILL_PRESSED.kept)}
    >
      <Icon aria-hidden="true" className={keep.isPending ? 'size-4 animate-spin' : 'size-4'} />
      {keep.isPending
        ? t('offline.sqlEngine.keeping')
        : isKept
          ? t('offline.sqlEngine.kept')
          : t('offline.sqlEngine.keep', { size: formatBytes(SQL_ENGINE_DOWNLOAD_BYTES) })}
    </button>
  );
}
