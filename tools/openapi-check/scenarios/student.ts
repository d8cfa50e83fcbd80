// What an integrator writes against the client generated from the student API's document: sign in
// as a student, list the classes and the modules, and tell a refused login apart.
import createClient from 'openapi-fetch'
import type { paths } from '../generated/student'

export async function studentScenario(baseUrl: string, email: string, password: string) {
  const client = createClient<paths>({ baseUrl })
  const login = await client.POST('/auth/login', { body: { email, password } })
  if (!login.data) return { refused: login.error?.code === 'invalidCredentials' }
  const headers = { Authorization: `Bearer ${login.data.api_token}` }
  const classes = await client.GET('/groups', { headers })
  const modules = await client.GET('/modules', { headers })
  const classCount: number = classes.data?.length ?? 0
  const moduleCount: number = modules.data?.length ?? 0
  return { refused: false, classCount, moduleCount }
}
