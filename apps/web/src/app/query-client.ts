import { QueryClient } from '@tanstack/react-query';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // Refetching everything when a tab regains focus surprises more than it helps here.
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: {
      /** false: the screen shows its own progress, no dim overlay (see BackgroundSpinner). */
      overlay?: boolean;
    };
  }
}
