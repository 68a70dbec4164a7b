import type { DataOf, Endpoint, InputOf } from '@app/contract';
import { callLive } from './live-api.js';

/** Who hosts (hostShape in live-session.ts): the organiser naming the activity, or the holder of the host link. */
export type Host = { activity_id: number } | { host_key: string };

export const isOrganiser = (host: Host): host is { activity_id: number } => 'activity_id' in host;

/**
 * A host call: the host's identity is added to the input, and the organiser's login travels with it when the
 * organiser hosts (a host link needs none). Failures are the caller's to show.
 */
export const hostCall = <E extends Endpoint>(
  e: E,
  host: Host,
  input: Omit<InputOf<E>, 'activity_id' | 'host_key'>,
  signal?: AbortSignal,
): Promise<DataOf<E>> =>
  callLive(e, { ...input, ...host } as InputOf<E>, { silent: true, signal, asOrganiser: isOrganiser(host) });
