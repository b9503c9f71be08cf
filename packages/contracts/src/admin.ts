import { z } from 'zod';
import { roleSchema } from './profile.ts';

export const adminUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  fullName: z.string(),
  company: z.string().nullable(),
  emailVerified: z.boolean(),
  approved: z.boolean(),
  role: roleSchema,
  createdAt: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUserListQuerySchema = z.object({ status: z.enum(['pending', 'approved']).optional() });
export const adminUserUpdateSchema = z.object({ role: roleSchema });
