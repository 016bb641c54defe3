import { Search } from 'lucide-react';
import { ContentLayout } from '../../components/layouts/content-layout';
import { PagePlaceholder } from '../../components/ui/page-placeholder';

export default function SearchRoute() {
  return (
    <ContentLayout title="Search" description="Find tutorials by title, topic or content.">
      <PagePlaceholder icon={Search} title="Search is coming soon">
        Full-text search across every article arrives in an upcoming release.
      </PagePlaceholder>
    </ContentLayout>
  );
}
