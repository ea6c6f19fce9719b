import { TermPage, termMetadata, type TermPageParams } from '@/features/blog/term-pages';

// Kept a minute at most: the blog cache itself (15 minutes, emptied by an import) is the API's (features/blog/blog-api.ts).
export const revalidate = 60;

export const generateMetadata = ({ params }: { params: TermPageParams }) => termMetadata('category', params);

export default function BlogTermPage({ params }: { params: TermPageParams }) {
  return <TermPage kind="category" params={params} />;
}
