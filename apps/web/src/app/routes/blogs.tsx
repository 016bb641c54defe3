import { Newspaper } from 'lucide-react';
import { ContentLayout } from '../../components/layouts/content-layout';
import { PagePlaceholder } from '../../components/ui/page-placeholder';

export default function BlogsRoute() {
  return (
    <ContentLayout
      eyebrow="Library"
      title="All Blogs"
      description="Tutorials and guides on programming, databases and software development."
    >
      <PagePlaceholder icon={Newspaper} title="Articles are on their way">
        Search, categories and the full article list arrive in the next release.
      </PagePlaceholder>
    </ContentLayout>
  );
}
