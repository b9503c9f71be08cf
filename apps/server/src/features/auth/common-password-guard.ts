import { isCommonPassword, validationMessages } from '@docread/contracts';
import type { BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthMiddleware } from 'better-auth/api';

/** Every better-auth call that sets a password, and the body field that carries the new one. */
const NEW_PASSWORD_FIELD: Record<string, 'password' | 'newPassword'> = {
  '/sign-up/email': 'password',
  '/admin/create-user': 'password',
  '/change-password': 'newPassword',
  '/reset-password': 'newPassword',
  '/set-password': 'newPassword',
  '/admin/set-user-password': 'newPassword',
};

export const PASSWORD_TOO_COMMON = 'PASSWORD_TOO_COMMON';

/**
 * Refuses the bundled most common passwords server-side, whatever the client (the shared zod schema does the
 * same in the web forms); no outside service is asked. better-auth itself checks the minimum length.
 */
export function commonPasswordGuard(): BetterAuthPlugin {
  return {
    id: 'common-password-guard',
    hooks: {
      before: [
        {
          matcher: (context) => context.path !== undefined && context.path in NEW_PASSWORD_FIELD,
          handler: createAuthMiddleware(async (ctx) => {
            const field = ctx.path ? NEW_PASSWORD_FIELD[ctx.path] : undefined;
            const password = field ? (ctx.body as Record<string, unknown> | undefined)?.[field] : undefined;
            if (typeof password === 'string' && isCommonPassword(password)) {
              throw APIError.from('BAD_REQUEST', {
                code: PASSWORD_TOO_COMMON,
                message: validationMessages.en['validation.passwordCommon'],
              });
            }
          }),
        },
      ],
    },
  };
}
