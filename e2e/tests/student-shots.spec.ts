import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { loginAsDemoTeacher } from '../support/classes'
import { expect, test } from '../support/fixtures'
import { useLanguage } from '../support/language'
import { apiOf, demoClass } from '../support/sharing'
import { joinClass, registerStudent, st } from '../support/student-app'
import { phoneContext, settled } from '../support/student-phone'

/**
 * Pictures of the student app with the demo data, for a person to look at (issue 32: the phone
 * layout shown in the README), not assertions. A new student joins the demo teacher's class and sees
 * its modules. Only with SHOTS=1:
 *   SHOTS=1 npx playwright test tests/student-shots.spec.ts   (pictures in SHOTS_DIR, default /tmp/lernraster-shots)
 */
const shotsDir = process.env.SHOTS_DIR ?? '/tmp/lernraster-shots'
const sizes = [
  { width: 390, height: 844 },
  { width: 360, height: 740 },
  { width: 1024, height: 768 },
] as const

if (process.env.SHOTS === '1') {
  test('the student app with the demo data at 390, 360 and 1024 px', async ({ page, browser, baseURL }) => {
    test.setTimeout(150_000)
    mkdirSync(shotsDir, { recursive: true })
    await useLanguage(page, 'de')
    await loginAsDemoTeacher(page)
    const group = (await apiOf(page).get<{ name: string; token: string }[]>('/groups', {})).find(
      (candidate) => candidate.name === demoClass,
    )!
    for (const [index, size] of sizes.entries()) {
      const context = await phoneContext(browser, baseURL, size.width, size.height)
      const student = await context.newPage()
      const shot = (name: string) =>
        student.screenshot({ path: path.join(shotsDir, `student-${name}-${size.width}.png`), fullPage: true })
      await registerStudent(student, { firstname: `Mia${index}`, lastname: 'Keller' })
      await joinClass(student, group.token)
      await student.reload()
      await expect(student.getByRole('link', { name: st.home.open }).first()).toBeVisible()
      await shot('home')
      await student.getByRole('link', { name: st.home.open }).first().click()
      await expect(student.getByRole('heading', { level: 1 })).toBeVisible()
      await settled(student)
      await shot('grid')
      await student.locator('a[href*="/topics/"]').last().click()
      await expect(student.getByRole('combobox').first()).toBeVisible()
      await settled(student)
      await shot('topic')
      await context.close()
    }
  })
}
