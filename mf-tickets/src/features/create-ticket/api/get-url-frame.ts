import { calls } from '@portal/shared/contract';
import { callApi } from '@portal/shared/runtime/api';

/** GET /getUrlFrame → the base address of the calendar and map frame page. */
export async function getUrlFrame(): Promise<string> {
  const { url } = await callApi(calls.getUrlFrame);
  return url;
}
