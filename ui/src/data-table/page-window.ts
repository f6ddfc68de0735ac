export const PAGE_SIZES = [25, 50, 100, 200] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export const DEFAULT_PAGE_SIZE: PageSize = 25;

/** How many page links the pager shows (SPEC §9). */
export const PAGE_LINKS = 5;

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The page numbers of the links: `PAGE_LINKS` around `page`, shifted to stay within 1..count. */
export function pageWindow(page: number, count: number, links = PAGE_LINKS): number[] {
  const size = Math.min(links, count);
  const first = Math.min(Math.max(1, page - Math.floor(links / 2)), count - size + 1);
  return Array.from({ length: size }, (_, index) => first + index);
}
