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
/**
 * A person's name as given at sign-up. It is sent back in mail and shown to administrators, so it may not
 * carry a link or markup: otherwise anyone could have the product mail their text to any address.
 */
const LINK_OR_MARKUP = /[<>]|:\/\/|\bwww\.|\b[a-z0-9-]+\.(com|net|org|io|info|biz|xyz|top|ru|co)\b/i;
const personName = z
  .string()
  .trim()
  .min(FULL_NAME_MIN_LENGTH, { message: 'validation.fullNameMin' })
  .max(200)
  .refine((v) => !LINK_OR_MARKUP.test(v), { message: 'validation.fullNameInvalid' });
/** Signing in checks nothing but presence: an account made under older rules must still get in. */
const currentPassword = z.string().min(1, { message: 'validation.required' }).max(128);

export const signInSchema = z.object({ email, password: currentPassword });
export type SignInInput = z.infer<typeof signInSchema>;

export const signUpSchema = z
  .object({
    fullName: personName,
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
  name: personName,
  email,
  password: newPassword,
  company: z.string().trim().max(200, { message: 'validation.tooLong' }).optional(),
  language: localeSchema.optional(),
});
export type SignUpRequest = z.infer<typeof signUpRequestSchema>;

export { isCommonPassword } from './common-passwords.ts';
