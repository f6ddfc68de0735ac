import { z } from 'zod';
import {
  ADMIN_PAGE_SIZES,
  DEFAULT_STATUS_FILTER,
  LIMITS,
  STATUS_FILTERS,
  TICKET_SORTS,
} from '../limits';
import { checkDateRange } from '../rules/date-range';
import {
  cursorSchema,
  idSchema,
  keySchema,
  limitedText,
  ticketTypeSchema,
  timestampSchema,
} from './common';
import { ticketSchema } from './ticket';

export const groupFilterSchema = z.strictObject({
  selectAll: z.boolean(),
  groups: z.array(keySchema),
});
export const assignedFilterSchema = z.strictObject({
  selectAll: z.boolean(),
  assigned: z.array(idSchema),
});

const filterShape = {
  type: ticketTypeSchema.optional(),
  searchFilter: limitedText(LIMITS.searchLength, 'The search').default(''),
  statusFilter: z
    .enum(STATUS_FILTERS, { error: 'Unknown status filter.' })
    .default(DEFAULT_STATUS_FILTER),
  /** Left out, the viewer's default sort applies (see `defaultSort`). */
  sort: z.enum(TICKET_SORTS, { error: 'Unknown sort.' }).optional(),
  groupFilter: groupFilterSchema.optional(),
  assignedFilter: assignedFilterSchema.optional(),
  isWeb: z.boolean().optional(),
};

/** POST /tickets and POST /reports. */
export const ticketListBodySchema = z.strictObject({
  ...filterShape,
  cursor: cursorSchema.optional(),
});
export type TicketListBody = z.output<typeof ticketListBodySchema>;

export const unassignedCountsSchema = z.object({
  support: z.int().nonnegative(),
  report: z.int().nonnegative(),
});

export const ticketListResponseSchema = z.object({
  data: z.array(ticketSchema),
  cursor: z.string().nullable(),
  hasMore: z.boolean(),
  /** Tab badge counts; sent with the first page only (no cursor in the request). */
  unassignedCounts: unassignedCountsSchema.optional(),
});
export type TicketListResponse = z.infer<typeof ticketListResponseSchema>;

export const pageSizeSchema = z.literal(ADMIN_PAGE_SIZES.options, {
  error: `The page size is one of ${ADMIN_PAGE_SIZES.options.join(', ')}.`,
});
export const pageSchema = z.int({ error: 'The page is a whole number.' }).positive({
  error: 'Pages start at 1.',
});

/** POST /tickets/paginated, /reports/paginated and their csv/json exports (admin panel). */
export const adminTicketQueryBodySchema = z
  .strictObject({
    ...filterShape,
    page: pageSchema.default(1),
    pageSize: pageSizeSchema.default(ADMIN_PAGE_SIZES.default),
    createdFrom: timestampSchema.optional(),
    createdTo: timestampSchema.optional(),
  })
  .superRefine((body, ctx) =>
    checkDateRange(
      { start: body.createdFrom, end: body.createdTo, now: Date.now() },
      ctx,
      'createdFrom',
    ),
  );
export type AdminTicketQueryBody = z.output<typeof adminTicketQueryBodySchema>;

export const adminTicketPageSchema = z.object({
  data: z.array(ticketSchema),
  total: z.int().nonnegative(),
});
