import { QueryClient } from '@tanstack/react-query'
import { ApiRequestError } from './api-error'

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      // A 4xx will not change by asking again; network trouble and 5xx may.
      retry: (failureCount, error) =>
        !(error instanceof ApiRequestError && error.status < 500) && failureCount < 2,
    },
    // Mutations are sent even when the browser believes it is offline: paused, a save would spin on
    // without a word; sent, it fails at once and the form says that nothing was saved.
    mutations: { retry: false, networkMode: 'always' },
  },
})
