import type { z } from 'zod';

/**
 * Who may call an endpoint.
 * - public: anyone on the tenant's host.
 * - optional: anyone; a valid token identifies the caller.
 * - user: a logged-in user; missing or stale token answers 500 (the web logs out).
 * - popup: a logged-in user; a missing token answers 555 (the web opens the login popup).
 */
export type EndpointAuth = 'public' | 'optional' | 'user' | 'popup';

export type Endpoint<
  I extends z.ZodType = z.ZodType,
  D extends z.ZodType = z.ZodType,
  A extends EndpointAuth = EndpointAuth,
> = {
  method: 'GET' | 'POST';
  /** The spec's path, spelled as the spec spells it. */
  path: string;
  input: I;
  data: D;
  auth: A;
  /** multipart: a file upload; input is validated against the text fields. */
  body?: 'json' | 'multipart';
  /** POST calls change state unless marked read; changes by logged-in users are written to the operation log. */
  effect?: 'read' | 'write';
};

export const endpoint = <I extends z.ZodType, D extends z.ZodType, const A extends EndpointAuth>(
  e: Endpoint<I, D, A>,
) => e;

export type InputOf<E extends Endpoint> = z.input<E['input']>;
export type ParsedInputOf<E extends Endpoint> = z.output<E['input']>;
export type DataOf<E extends Endpoint> = z.output<E['data']>;

export const changesState = (e: Endpoint) => e.method === 'POST' && e.effect !== 'read';
