import { cpSync, rmSync } from 'node:fs'
import path from 'node:path'
import {
  startTestProvider,
  type TestProvider,
  testClient,
} from '../../apps/server/test/support/oidc-test-provider'
import { runDir, servedWebDir, templateDir } from '../support/environment'
import { expect, test } from '../support/fixtures'
import { packs } from '../support/language'
import { type RunningServer, startServer } from '../support/servers'
import { fillStudent, st } from '../support/student-app'

// Issue 34 item 2 (decision 043): "an OIDC sign-in works in a browser against the test provider". A
// student clicks «Mit Schulkonto anmelden», logs in at the provider's development login page and
// lands in the student app, signed in; a teacher of an activated school lands in the teacher app. This file starts its own server with the school sign-in
// configured (the workers' servers have none, so no other journey sees the button) and a real
// OpenID provider (node-oidc-provider), once for the file.

let provider: TestProvider
let server: RunningServer
let dataDir: string

// biome-ignore lint/correctness/noEmptyPattern: Playwright reads a hook's fixtures from this pattern
test.beforeAll(async ({}, workerInfo) => {
  test.setTimeout(150_000)
  provider = await startTestProvider()
  const run = runDir()
  dataDir = path.join(run, `school-sign-in-${workerInfo.workerIndex}`)
  cpSync(templateDir(run), dataDir, { recursive: true })
  server = await startServer({
    name: 'school sign-in',
    dataDir,
    webDistDir: servedWebDir(run),
    env: {
      OIDC_ISSUER: provider.issuer,
      OIDC_CLIENT_ID: testClient.id,
      OIDC_CLIENT_SECRET: testClient.secret,
      OIDC_ROLE_CLAIM: 'role',
      OIDC_TEACHER_VALUES: 'teacher',
      OIDC_STUDENT_VALUES: 'student',
      OIDC_ACTIVATED_DOMAINS: 'gymnasium.example',
    },
  })
  provider.allowRedirects([`${server.url}/auth/login`, `${server.url}/student/login`])
})

test.afterAll(async () => {
  await server?.stop()
  await provider?.close()
  if (dataDir) rmSync(dataDir, { recursive: true, force: true })
})

test('a student signs in with the school account and lands in the student app', async ({ page }) => {
  provider.people.set('lena.keller', { role: 'student', given_name: 'Lena', family_name: 'Keller' })
  await page.goto(`${server.url}/student/login`)
  await page.getByRole('button', { name: st.auth.school }).click()

  // The provider's development login page: any login name and password.
  await expect(page).toHaveURL(new RegExp(`^${provider.issuer}/interaction/`))
  await page.locator('input[name="login"]').fill('lena.keller')
  await page.locator('input[name="password"]').fill('egal')
  await page.locator('button[type="submit"]').click()

  await expect(
    page.getByRole('heading', { name: fillStudent(st.home.greeting, { name: 'Lena' }) }),
  ).toBeVisible()
  // The provider's code left the address with the first use.
  await expect(page).toHaveURL(`${server.url}/student`)
})

test('a teacher of an activated school signs in with the school account and lands in the teacher app', async ({
  page,
}) => {
  const t = packs.de
  provider.people.set('r.rueegg', {
    role: 'teacher',
    given_name: 'Rita',
    family_name: 'Rüegg',
    email: 'r.rueegg@gymnasium.example',
    email_verified: true,
  })
  await page.goto(`${server.url}/auth/login`)
  await page.getByRole('button', { name: t.schoolSignIn.button }).click()
  await page.locator('input[name="login"]').fill('r.rueegg')
  await page.locator('input[name="password"]').fill('egal')
  await page.locator('button[type="submit"]').click()

  await expect(page.getByRole('banner').getByRole('link', { name: t.shell.nav.groups })).toBeVisible()
  await expect(page).toHaveURL(`${server.url}/`)
})
