import { TermPage, termMetadata, type TermPageParams } from '@/features/blog/term-pages';

export const revalidate = 900;

export const generateMetadata = ({ params }: { params: TermPageParams }) => termMetadata('category', params);

export default function BlogTermPage({ params }: { params: TermPageParams }) {
  return <TermPage kind="category" params={params} />;
}
