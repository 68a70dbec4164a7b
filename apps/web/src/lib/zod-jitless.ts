/**
 * The web build's `zod` (aliased in vite.config.ts): the same library, with its eval-compiled parsers off before any
 * schema exists. The pages' content security policy forbids eval, and zod's probe for it, made when the first object
 * schema is built, reports a violation even though zod catches the refusal. Being what `zod` resolves to, this module
 * runs before every importer, the contract included, whatever chunk the bundler puts them in.
 */
import { config } from 'zod/v4';

config({ jitless: true });

export * from 'zod/v4';
export { default } from 'zod/v4';
