// What a school's integrator writes against the client generated from the teacher API's document:
// sign in, list the subjects, create one, buy a module and tell the store's refusals apart.
import createClient from 'openapi-fetch'
import type { paths } from '../generated/teacher'

export async function teacherScenario(baseUrl: string, email: string, password: string) {
  const client = createClient<paths>({ baseUrl })
  const login = await client.POST('/auth/login', { body: { email, password } })
  if (!login.data) throw new Error(`login refused: ${login.error?.code}`)
  const headers = { Authorization: `Bearer ${login.data.api_token}` }

  const subjects = await client.GET('/subjects', { headers })
  const titles: string[] = (subjects.data ?? []).map((subject) => subject.title)

  const created = await client.POST('/subjects/store', { headers, body: { title: 'Geografie', token: 'GG' } })
  const newId: number | undefined = created.data?.id
  // A refused field: 422 names the fields with their messages.
  const fieldMessages: string[] = Object.values(created.error?.errors ?? {}).flat()

  const module = await client.GET('/modules/byId', { headers, params: { query: { id: 1 } } })
  const moduleName: string | undefined = module.data?.name

  const purchase = await client.POST('/modules/purchase', { headers, body: { id: 1, crystals: 10 } })
  let outcome: 'bought' | 'tooFewCrystals' | 'alreadyOwned' | 'other'
  if (purchase.data) outcome = 'bought'
  else if (purchase.error?.code === 'insufficientCrystals') outcome = 'tooFewCrystals'
  else if (purchase.error?.code === 'alreadyPurchased') outcome = 'alreadyOwned'
  else outcome = 'other'

  return { titles, newId, fieldMessages, moduleName, outcome }
}
