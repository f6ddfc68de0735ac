import { PUBLIC_EVENT } from '../limits';

/** The public-event category of the events group (title first, then the calendar frame). */
export function isPublicEvent(groupKey: string, categoryKey: string): boolean {
  return groupKey === PUBLIC_EVENT.group && categoryKey === PUBLIC_EVENT.category;
}
