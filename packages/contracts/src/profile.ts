import { z } from 'zod';
import { FULL_NAME_MIN_LENGTH, LOCALES, ROLES } from './constants.ts';

export const localeSchema = z.enum(LOCALES, { message: 'validation.languageInvalid' });
export const roleSchema = z.enum(ROLES);

export const profileSchema = z.object({
  userId: z.string(),
  approved: z.boolean(),
  fullName: z.string(),
  company: z.string().nullable(),
  language: localeSchema,
  updatedAt: z.string(),
});
export type Profile = z.infer<typeof profileSchema>;

export const profileUpdateSchema = z.object({
  fullName: z.string().trim().min(FULL_NAME_MIN_LENGTH, { message: 'validation.fullNameMin' }).max(200),
  company: z.string().trim().max(200).nullable().optional(),
  language: localeSchema,
});
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

export const meSchema = z.object({
  user: z.object({
    id: z.string(),
    email: z.string(),
    name: z.string(),
    emailVerified: z.boolean(),
    twoFactorEnabled: z.boolean(),
    createdAt: z.string(),
  }),
  profile: profileSchema,
  role: roleSchema,
  /** The owner account (ADMIN_EMAIL): the only one that may act on other administrators. */
  owner: z.boolean(),
});
export type Me = z.infer<typeof meSchema>;

/** The specification's rule: an admin passes any role check, a moderator passes user checks. */
export function hasRole(actual: z.infer<typeof roleSchema>, required: z.infer<typeof roleSchema>): boolean {
  if (actual === 'admin') return true;
  if (actual === 'moderator' && required === 'user') return true;
  return actual === required;
}
