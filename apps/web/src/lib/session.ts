import { teacherAppRoles, type UserInfo } from '@lernraster/shared'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { create } from 'zustand'
import { callApi } from './api-client'
import { clearToken, readToken, tokenStorageKey, writeToken } from './auth-token'
import { useClientState } from './client-state'
import { queryClient } from './query-client'

/** The token of the signed-in teacher; `null` when logged out. Kept in step with local storage. */
export const useTokenStore = create<{ token: string | null }>(() => ({ token: readToken() }))

// Another tab logged out or in (a shared school laptop): this tab follows, the guard does the rest.
window.addEventListener('storage', (event) => {
  if (event.key !== tokenStorageKey && event.key !== null) return
  queryClient.clear()
  useTokenStore.setState({ token: readToken() })
})

export const userInfoQuery = queryOptions({
  queryKey: ['users', 'userinfo'],
  queryFn: ({ signal }) => callApi('GET /users/userinfo', { signal }),
  staleTime: 60_000,
})

/** After login or demo login: store the token and load the user it belongs to. */
export function startSession(token: string) {
  writeToken(token)
  queryClient.removeQueries()
  useTokenStore.setState({ token })
}

/** Forget everything of the session: token, cached server data and the persisted client state. */
export function endSession() {
  clearToken()
  queryClient.clear()
  useClientState.getState().reset()
  useTokenStore.setState({ token: null })
}

/** Reload the user (after confirmation, tour changes, settings). */
export function reloadUser() {
  return queryClient.invalidateQueries({ queryKey: userInfoQuery.queryKey })
}

/**
 * Roles 1 and 3 with a confirmed address and an activated account may use the app
 * (docs/product/accounts.md "Roles and access").
 */
export function hasAccess(user: UserInfo | undefined): boolean {
  if (!user) return false
  return teacherAppRoles.includes(user.role_id as never) && user.email_confirmed && user.activated
}

export function useSession() {
  const token = useTokenStore((state) => state.token)
  const query = useQuery({ ...userInfoQuery, enabled: token !== null })
  const user = token ? query.data : undefined
  return {
    token,
    user,
    userQuery: query,
    loggedIn: token !== null,
    haveAccess: hasAccess(user),
  }
}
