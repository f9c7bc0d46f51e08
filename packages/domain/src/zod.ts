import { z } from 'zod';

/**
 * zod as every Larder schema uses it. Larder's pages forbid eval (CSP `script-src 'self'`), so zod's
 * compiled parsers could never run there, and its probe for them (`new Function('')` when an object schema
 * is built) is reported as a CSP violation. Set once, here, before any schema is built: every module that
 * builds schemas imports `z` from this one.
 */
z.config({ jitless: true });

export { z };
