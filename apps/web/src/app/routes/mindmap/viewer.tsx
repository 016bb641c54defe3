import { getMindmapQueryOptions, useMindmap } from '../../../features/mindmap/api/get-mindmap';
import { fetched, notFound, type PageArgs } from '../../../lib/page-data';
import { ArrowLeft, Pencil } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link, useNavigate, useParams } from 'react-router';
import { ContentLayout } from '../../../components/layouts/content-layout';
import { Button, buttonVariants } from '../../../components/ui/button';
import { PageSpinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { useAuth } from '../../../features/auth/hooks/use-auth';
import { viewerKey } from '../../../lib/viewer-key';
import { MindmapCanvas } from '../../../features/mindmap/components/mindmap-canvas';
import { readMindmapData } from '../../../features/mindmap/model/read-mindmap';
import { useFormats } from '../../../lib/i18n/use-formats';

/** docs/product.md §2 Mindmap viewer: read-only, 400 px, with its facts and how to explore it. */
export default function MindmapViewerRoute() {
  const { t } = useTranslation();
  const { formatLongDay } = useFormats();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { user } = useAuth();
  const mapId = /^\d+$/.test(id) ? Number(id) : 0;
  const { data: mindmap, isPending } = useMindmap(mapId, viewerKey(user));
  const data = mindmap ? readMindmapData(mindmap.data) : null;

  if (isPending && mapId) return <PageSpinner />;
  if (!mindmap || !data) {
    return (
      <ContentLayout title={t('mindmap.viewer.title')}>
        <div className="flex flex-col items-start gap-4">
          <p role="alert" className="text-slate-700 dark:text-slate-300">
            {t('mindmap.viewer.notFound')}
          </p>
          <Button variant="outline" onClick={() => void navigate(-1)}>
            <ArrowLeft aria-hidden="true" className="size-4" /> {t('mindmap.viewer.goBack')}
          </Button>
        </div>
      </ContentLayout>
    );
  }

  const type = mindmap.blog_id ? t('mindmap.viewer.blogMap') : t('mindmap.viewer.standaloneMap');
  return (
    <ContentLayout
      eyebrow={type}
      title={mindmap.title}
      description={mindmap.description || undefined}
    >
      <dl className="mb-6 grid gap-x-8 gap-y-2 text-sm text-slate-600 sm:grid-cols-2 dark:text-slate-400">
        <div>
          <dt className="inline font-medium">{t('mindmap.viewer.author')}</dt>
          <dd className="inline">{mindmap.author_name || t('mindmap.viewer.defaultAuthor')}</dd>
        </div>
        <div>
          <dt className="inline font-medium">{t('mindmap.viewer.type')}</dt>
          <dd className="inline">{type}</dd>
        </div>
        <div>
          <dt className="inline font-medium">{t('mindmap.viewer.created')}</dt>
          <dd className="inline">{formatLongDay(mindmap.created_at)}</dd>
        </div>
        <div>
          <dt className="inline font-medium">{t('mindmap.viewer.updated')}</dt>
          <dd className="inline">{formatLongDay(mindmap.updated_at)}</dd>
        </div>
      </dl>
      <div className="mb-4 flex flex-wrap gap-3">
        {mindmap.blog_id && (
          <Link
            to={paths.blog.getHref(mindmap.blog_id)}
            className={buttonVariants({ variant: 'outline', size: 'sm' })}
          >
            {mindmap.blog_title
              ? t('mindmap.viewer.readArticleTitled', { title: mindmap.blog_title })
              : t('mindmap.viewer.readArticle')}
          </Link>
        )}
        {user?.role === 'admin' && (
          <Link
            to={paths.mindmapEdit.getHref(mindmap.id)}
            className={buttonVariants({ size: 'sm' })}
          >
            <Pencil aria-hidden="true" className="size-4" /> Edit
          </Link>
        )}
      </div>
      <MindmapCanvas data={data} title={mindmap.title} />
      <p className="mt-4 text-sm text-slate-500 dark:text-slate-400">{t('mindmap.viewer.help')}</p>
    </ContentLayout>
  );
}

/** The map as the reader may see it; an address that names no map is a 404. */
export function serverLoader({ params, context: { queryClient, reader } }: PageArgs) {
  const id = /^\d+$/.test(params.id ?? '') ? Number(params.id) : 0;
  if (id < 1) return notFound();
  return fetched([queryClient.fetchQuery(getMindmapQueryOptions(id, viewerKey(reader)))]);
}
