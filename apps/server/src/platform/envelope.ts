import type { Envelope } from '@app/contract';

export const ok = <T>(data: T, msg = 'ok'): Envelope<T> => ({ code: 200, msg, data });
