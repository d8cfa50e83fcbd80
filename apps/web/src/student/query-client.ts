import { QueryClient } from '@tanstack/react-query'

// offlineFirst: a query is tried even while the browser says offline, so the service worker can answer
// it with what was loaded last (decision 029); react-query's default would wait for the network.
export const studentQueryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: 1,
      refetchOnWindowFocus: true,
      // Fresh for 30 s: the live stream refetches what a change touches at once (decision 026), so a
      // page that gains focus right after it loaded need not ask for everything a second time.
      staleTime: 30_000,
      networkMode: 'offlineFirst',
    },
  },
})
