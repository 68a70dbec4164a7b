import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import type { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { createQueryClient } from './query-client.js';

type Props = { createRouter: () => ReturnType<typeof createBrowserRouter> };

/** One entry's app (the back-office's or the live pages'): queries and the entry's routes. */
export const App = ({ createRouter }: Props) => {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(createRouter);
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
};
