import type {
  CallBody,
  CallConfig,
  CallParams,
  CallQuery,
  CallResponse as ContractResponse,
  SchemasOf,
} from '@portal/shared/contract';
import type { z } from 'zod';

export type ApiCall = CallConfig;

type ParamsPart<C extends ApiCall> = [keyof CallParams<C>] extends [never]
  ? { params?: undefined }
  : { params: CallParams<C> };
type BodyPart<C extends ApiCall> =
  SchemasOf<C> extends { body: z.ZodType } ? { body: CallBody<C> } : { body?: undefined };
type QueryPart<C extends ApiCall> =
  SchemasOf<C> extends { query: z.ZodType } ? { query: CallQuery<C> } : { query?: undefined };

/** What a caller supplies for one call: path params, body (defaults may be left out), query. */
export type CallInput<C extends ApiCall> = ParamsPart<C> & BodyPart<C> & QueryPart<C>;

export type CallResponse<C extends ApiCall> = ContractResponse<C>;

/** `callApi(call)` may leave the input out when the call takes none. */
export type OptionalWhenEmpty<Input, Extra> = object extends Input
  ? [input?: Input & Extra]
  : [input: Input & Extra];
