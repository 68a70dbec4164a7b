import { afterAll, beforeAll } from 'vitest';
import { type Account, type MakeCustomerOptions, makeCustomer, makeTenant } from './factories.js';
import { createTestApp, type TestApp } from './test-app.js';

type OrganiserAppOptions = {
  env?: Record<string, string>;
  organiser?: MakeCustomerOptions;
  /** A second organiser on the same site, for the ownership checks. */
  other?: boolean;
  /** The host of a white-label site of its own (its code too) with a third organiser on it. */
  abroad?: string;
};

type OrganiserApp<O extends OrganiserAppOptions> = { t: TestApp; organiser: Account } & OtherOf<O> & AbroadOf<O>;
type OtherOf<O extends OrganiserAppOptions> = O extends { other: true } ? { other: Account } : unknown;
type AbroadOf<O extends OrganiserAppOptions> = O extends { abroad: string } ? { abroad: Account } : unknown;

/**
 * A test app on a fresh database with the organiser who owns what the tests make, opened before the
 * describe's tests and closed after them. The objects are filled in by its beforeAll, so a describe
 * can destructure them once and its tests and hooks read them as they are.
 */
export const organiserApp = <const O extends OrganiserAppOptions = Record<never, never>>(options?: O) => {
  const t = {} as TestApp;
  const organiser = {} as Account;
  const other = {} as Account;
  const abroad = {} as Account;
  beforeAll(async () => {
    Object.assign(t, await createTestApp(options?.env));
    Object.assign(organiser, await makeCustomer(t, options?.organiser));
    if (options?.other) Object.assign(other, await makeCustomer(t));
    if (options?.abroad) {
      await makeTenant(t, { code: options.abroad, hosts: [options.abroad] });
      Object.assign(abroad, await makeCustomer(t, { host: options.abroad }));
    }
  });
  afterAll(() => t.close());
  return { t, organiser, other, abroad } as OrganiserApp<O>;
};
