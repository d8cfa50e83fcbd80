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
    mutations: { retry: false },
  },
})
