import type { ComponentProps } from 'react';
import { Pagination } from '../../../components/ui/pagination';

type HeroPagesProps = Omit<ComponentProps<typeof Pagination>, 'label' | 'currentPage' | 'totalPages'> & {
  /** The page of heroes being shown. */
  list: { page: number; totalPages: number };
};

/** The "Hero pages" controls under a page of heroes. */
export function HeroPages({ list, ...props }: HeroPagesProps) {
  return <Pagination label="Hero pages" currentPage={list.page} totalPages={list.totalPages} {...props} />;
}
