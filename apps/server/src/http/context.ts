import type { Config } from '../config/config.ts';
import type { Db, Dialect } from '../db/database.ts';
import type { AddressThrottle } from '../features/auth/address-throttle.ts';
import type { Auth, SessionData } from '../features/auth/auth.ts';
import type { Pipeline } from '../jobs/pipeline.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { FileStorage } from '../storage/file-storage.ts';

/** What route handlers reach through `request.server.deps`; built once in app.ts. */
export interface AppDeps {
  config: Config;
  db: Db;
  dialect: Dialect;
  auth: Auth;
  mailer: Mailer;
  storage: FileStorage;
  /** Failed sign-ins and wrong 2FA codes per client address. */
  signInThrottle: AddressThrottle;
  /** Requests that make the server send mail (sign-up, reset, resend) per client address. */
  authMailThrottle: AddressThrottle;
  pipeline: Pipeline;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
  interface FastifyRequest {
    /** Set by the auth guards; null on public routes. */
    sessionData: SessionData | null;
  }
}
