import { z } from 'zod';
import { isCommonPassword } from './common-passwords.ts';
import { FULL_NAME_MIN_LENGTH, PASSWORD_MIN_LENGTH } from './constants.ts';
import { localeSchema } from './profile.ts';

const email = z.string().trim().email({ message: 'validation.emailInvalid' });
/** A password being chosen: long enough and not one of the bundled most common ones. */
const newPassword = z
  .string()
  .min(PASSWORD_MIN_LENGTH, { message: 'validation.passwordMin' })
  .max(128)
  .refine((v) => !isCommonPassword(v), { message: 'validation.passwordCommon' });
/** Signing in checks nothing but presence: an account made under older rules must still get in. */
const currentPassword = z.string().min(1, { message: 'validation.required' }).max(128);

export const signInSchema = z.object({ email, password: currentPassword });
export type SignInInput = z.infer<typeof signInSchema>;

export const signUpSchema = z
  .object({
    fullName: z.string().trim().min(FULL_NAME_MIN_LENGTH, { message: 'validation.fullNameMin' }).max(200),
    email,
    company: z.string().trim().max(200).optional(),
    password: newPassword,
    confirmPassword: z.string(),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: 'validation.passwordsMismatch',
    path: ['confirmPassword'],
  });
export type SignUpInput = z.infer<typeof signUpSchema>;

export const passwordResetRequestSchema = z.object({ email });
export const newPasswordSchema = z
  .object({ password: newPassword, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, {
    message: 'validation.passwordsMismatch',
    path: ['confirmPassword'],
  });

/**
 * The body of `POST /api/auth/sign-up/email` as the server checks it before better-auth sees it
 * (`name` is the full name; the web form's confirmPassword stays in the browser). `language` becomes the
 * profile's language, which the server's e-mails are written in; without it the browser's Accept-Language decides.
 */
export const signUpRequestSchema = z.object({
  name: z.string().trim().min(FULL_NAME_MIN_LENGTH, { message: 'validation.fullNameMin' }).max(200),
  email,
  password: newPassword,
  company: z.string().trim().max(200, { message: 'validation.tooLong' }).optional(),
  language: localeSchema.optional(),
});
export type SignUpRequest = z.infer<typeof signUpRequestSchema>;

export { isCommonPassword } from './common-passwords.ts';
