/**
 * The site's Content-Security-Policy allows no eval. Zod compiles fast object parsers with `new Function`
 * unless told not to, and its probe for that is reported as a CSP violation even though it is caught.
 * Zod keeps its configuration in this global object, so setting the flag here keeps `jitless` on without
 * putting zod into the entry: the public pages never load it, the forms and the portal do.
 */
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodGlobal.__zod_globalConfig ??= {};
zodGlobal.__zod_globalConfig.jitless = true;
