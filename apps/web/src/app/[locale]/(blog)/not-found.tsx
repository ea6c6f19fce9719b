// A page of this group that calls notFound(): the 404 inside the group's layout.
export { default } from '@/components/layout/not-found-content';
