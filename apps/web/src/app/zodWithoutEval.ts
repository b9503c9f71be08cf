import { z } from 'zod';

/**
 * The site's Content-Security-Policy allows no eval. Zod compiles fast object parsers with `new Function`
 * unless told not to, and its probe for that is reported as a CSP violation even though it is caught.
 */
z.config({ jitless: true });
