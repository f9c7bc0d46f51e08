import { config } from 'zod';

/**
 * Larder's pages forbid eval (CSP `script-src 'self'`), so zod's compiled parsers could never run there,
 * and its probe for them (`new Function('')` when an object schema is built) is reported as a CSP
 * violation. Every module that builds schemas imports this file first (`import '../zod.ts'`), so the
 * setting is made before any schema is.
 */
config({ jitless: true });
