import { MantineProvider } from '@mantine/core'
import { QueryClientProvider } from '@tanstack/react-query'
import { useEffect } from 'react'
import { BrowserRouter } from 'react-router'
import { useClientState } from '../lib/client-state'
import { changeLanguage } from '../lib/i18n'
import { queryClient } from '../lib/query-client'
import { AppRoutes } from './app-routes'
import { ClientStateGate } from './client-state-gate'
import { theme } from './theme'

export function App() {
  const language = useClientState((state) => state.language)
  useEffect(() => {
    void changeLanguage(language)
  }, [language])

  return (
    <MantineProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <ClientStateGate>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </ClientStateGate>
      </QueryClientProvider>
    </MantineProvider>
  )
}
