import { calls, type MyReviewsPage } from '@portal/shared/contract';
import useSWRInfinite from 'swr/infinite';
import { cursorPages } from '../cache-keys';
import { queryFetcher } from './query';

/** GET /myReviews?cursor: the signed-in staff member's reviews, newest first, 20 a page. */
export function myReviewPagesKey() {
  return cursorPages(calls.myReviews, (cursor) => ({
    query: cursor === undefined || cursor === null ? {} : { cursor },
  }));
}

export function useMyReviewPages() {
  return useSWRInfinite<MyReviewsPage>(myReviewPagesKey(), queryFetcher(calls.myReviews), {
    revalidateFirstPage: false,
    revalidateOnFocus: false,
  });
}
