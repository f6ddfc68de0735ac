import { fileResponseSchema } from '../common';

/** The schemas of each call in `calls/privacy.ts`, by the same names. */
export const privacySchemas = {
  exportMyData: { response: fileResponseSchema },
};
