import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useTokenStore } from '../../lib/session'
import { connectLive } from './live-connection'

/** Starts the live updates while a teacher with access is signed in, and stops them at logout. */
export function LiveUpdates() {
  const queryClient = useQueryClient()
  const token = useTokenStore((state) => state.token)
  useEffect(() => {
    if (!token) return
    return connectLive(queryClient)
  }, [token, queryClient])
  return null
}
