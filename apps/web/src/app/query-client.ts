import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error.js';

/** An answer with an envelope code is final: asking again gives the same answer (and the same toast). */
export const shouldRetry = (failureCount: number, error: unknown) =>
  !(error instanceof ApiError && error.code > 0) && failureCount < 1;

export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
