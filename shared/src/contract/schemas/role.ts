import { z } from 'zod';
import { keySchema, localizedTextSchema } from './common';

export const roleSchema = z.object({ key: keySchema, name: localizedTextSchema });
export type Role = z.infer<typeof roleSchema>;
