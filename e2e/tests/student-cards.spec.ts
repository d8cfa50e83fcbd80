import { activatedTeacher } from '../support/accounts'
import { apiBase } from '../support/environment'
import { expect, test } from '../support/fixtures'
import { field, fillStudent, st } from '../support/student-app'

// Issue 34 item 1 (decision 038): a class of 25 without one e-mail address. The teacher's part runs
// through the teacher API (the dialog and the printed cards are still to come); a student opens the
// card's link (/student/login?user=...), signs in with the start password, chooses an own password
// and reaches the overview. German only (decision 014).

test('a class of 25 from pasted names; a student signs in with a card and chooses an own password', async ({
  page,
  request,
}) => {
  const teacher = await activatedTeacher(request, 'karten')
  const login = await request.post(`${apiBase}/auth/login`, {
    data: { email: teacher.email, password: teacher.password },
  })
  const headers = { authorization: `Bearer ${(await login.json()).api_token}` }
  const group = await (
    await request.post(`${apiBase}/groups/store`, { headers, data: { name: '5a' } })
  ).json()
  const stamp = Date.now().toString(36)
  const names = Array.from({ length: 25 }, (_, index) => `Kind${index};Karte${stamp}`).join('\n')
  const created = await request.post(`${apiBase}/groups/createStudents`, {
    headers,
    data: { group_id: group.id, names, commit: true },
  })
  expect(created.status()).toBe(200)
  const { rows } = (await created.json()) as {
    rows: { firstname: string; username: string; start_password: string }[]
  }
  expect(rows).toHaveLength(25)
  const card = rows[3]!

  await page.goto(`/student/login?user=${encodeURIComponent(card.username)}`)
  await expect(field(page, st.auth.loginName)).toHaveValue(card.username)
  await field(page, st.auth.password).fill(card.start_password)
  await page.getByRole('button', { name: st.auth.login }).click()

  await expect(page.getByRole('heading', { name: st.auth.ownTitle })).toBeVisible()
  await field(page, st.auth.password).fill('Mein-Passwort-5a')
  await field(page, st.auth.passwordConfirmation).fill('Mein-Passwort-5a')
  await page.getByRole('button', { name: st.auth.resetSave }).click()
  await expect(
    page.getByRole('heading', { name: fillStudent(st.home.greeting, { name: card.firstname }) }),
  ).toBeVisible()
  // Already a member of 5a: the teacher made the account for it.
  await expect(page.getByText('5a').first()).toBeVisible()
})
