import type { StudentDataExport } from '@lernraster/shared'
import { formatDate } from '../date-format'
import { decimalLocale } from '../decimal-locale'
import type { StudentDataTexts } from './student-data-texts'

/** One heading of the readable download and its lines, in the JSON's order. */
export interface StudentDataSection {
  title: string
  lines: string[]
}

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_match, key: string) => values[key] ?? '')

/**
 * The readable form of a student's data (decision 045): every row of the JSON as one line, with the
 * class, subject, module, topic and question it belongs to, so that the PDF leaves nothing out.
 */
export function studentDataSections(
  data: StudentDataExport,
  texts: StudentDataTexts,
  language: string,
): StudentDataSection[] {
  const { fields, sections } = texts
  const date = (value: string) => formatDate(value, language)
  const grade = (value: number) =>
    new Intl.NumberFormat(decimalLocale(language), { maximumFractionDigits: 2, useGrouping: false }).format(
      value,
    )
  const where = (row: { class_name: string; subject: string }) => `${row.class_name} · ${row.subject}`
  const path = (...parts: (string | null)[]) =>
    parts.filter((part) => part !== null && part !== '').join(' › ')
  const quoted = (text: string) => (language.startsWith('de') ? `«${text}»` : `"${text}"`)
  const account = data.account

  return [
    {
      title: sections.account,
      lines: [
        `${fields.firstname}: ${account.firstname}`,
        `${fields.lastname}: ${account.lastname}`,
        `${fields.email}: ${account.email ?? '–'}`,
        `${fields.username}: ${account.username ?? '–'}`,
        `${fields.createdAt}: ${date(account.created_at)}`,
        `${fields.createdBy}: ${account.created_by ?? fields.selfRegistered}`,
        `${fields.generalGoal}: ${grade(account.general_goal)}`,
      ],
    },
    {
      title: sections.classes,
      lines: data.classes.map(
        (row) =>
          `${row.class_name} · ${fields.teacher} ${row.teacher} · ${row.active ? fields.active : fields.inactive}, ${fields.since} ${date(row.joined_at)}`,
      ),
    },
    {
      title: sections.invitations,
      lines: data.invitations.map(
        (row) =>
          `${row.class_name} · ${fields.teacher} ${row.teacher} · ${date(row.invited_at)}, ${fields.until} ${date(row.expires_at)}`,
      ),
    },
    {
      title: sections.goals,
      lines: data.goals.map((row) => `${row.subject}: ${grade(row.goal)}`),
    },
    {
      title: sections.selfRatings,
      lines: data.self_ratings.map((row) => {
        const seconds = row.seconds_spent === null ? '' : `, ${row.seconds_spent} ${fields.secondsSpent}`
        return `${date(row.rated_at)} · ${where(row)} · ${path(row.module, row.topic, row.question)}: ${fields.grade} ${grade(row.grade)} (${fields.goal} ${grade(row.goal)}${seconds})`
      }),
    },
    {
      title: sections.teacherRatings,
      lines: data.teacher_ratings.map(
        (row) =>
          `${date(row.rated_at)} · ${where(row)} · ${path(row.module, row.topic, row.question)}: ${fields.grade} ${grade(row.grade)}`,
      ),
    },
    {
      title: sections.exams,
      lines: data.exams.map((row) => {
        const values = [
          row.self_assessment_before === null
            ? null
            : `${fields.before} ${grade(row.self_assessment_before)}`,
          row.self_assessment_after === null ? null : `${fields.after} ${grade(row.self_assessment_after)}`,
          row.grade === null ? null : `${fields.grade} ${grade(row.grade)}`,
        ].filter((value) => value !== null)
        return `${fields.due} ${date(row.due_at)} · ${where(row)} · ${path(row.topic)}: ${values.join(', ') || '–'}`
      }),
    },
    {
      title: sections.feedbacks,
      lines: data.feedbacks.map(
        (row) =>
          `${date(row.created_at)} · ${where(row)} · ${path(row.module, row.topic, row.question)} · ${row.kind}: ${quoted(row.content)} (${row.solved ? fields.solved : fields.open})`,
      ),
    },
    {
      title: sections.helpRequests,
      lines: data.help_requests.map((row) => {
        const state = row.handled_at === null ? fields.open : `${fields.handled} ${date(row.handled_at)}`
        const text = row.text === '' ? '' : `: ${quoted(row.text)}`
        return `${date(row.created_at)} · ${where(row)} · ${path(row.module, row.topic)}${text} (${state})`
      }),
    },
    {
      title: sections.nextSteps,
      lines: data.next_steps.map(
        (row) => `${date(row.pinned_at)} · ${where(row)} · ${path(row.module, row.topic)}`,
      ),
    },
    {
      title: sections.checkAttempts,
      lines: data.check_attempts.map(
        (row) =>
          `${date(row.submitted_at)} · ${where(row)} · ${path(row.module, row.topic)} · ${fields.attempt} ${row.number}: ${row.right}/${row.total} ${fields.right}, ${row.passed ? fields.passed : fields.failed}`,
      ),
    },
    {
      title: sections.checkDecisions,
      lines: data.check_decisions.map(
        (row) =>
          `${date(row.decided_at)} · ${where(row)} · ${path(row.module, row.topic)}: ${row.attested ? fields.attested : fields.notAttested} ${quoted(row.note)}`,
      ),
    },
    {
      title: sections.schoolAccounts,
      lines: data.school_accounts.map((row) => {
        const school = row.school === null ? '' : ` · ${fields.school} ${row.school}`
        return `${date(row.linked_at)} · ${row.issuer} · ${row.subject}${school}`
      }),
    },
    {
      title: sections.rosterIds,
      lines: data.roster_ids.map(
        (row) => `${date(row.imported_at)} · ${row.source_id} · ${fields.importedBy} ${row.teacher}`,
      ),
    },
    {
      title: sections.signIns,
      lines: [
        `${fields.openSessions}: ${data.sign_ins.open_sessions}`,
        `${fields.knownBrowsers}: ${data.sign_ins.known_browsers}`,
      ],
    },
  ]
}

/** The document's title with the student's name. */
export const studentDataTitle = (data: StudentDataExport, texts: StudentDataTexts) =>
  fill(texts.title, { name: `${data.account.firstname} ${data.account.lastname}` })

export const exportedAtLine = (data: StudentDataExport, texts: StudentDataTexts, language: string) =>
  fill(texts.exportedAt, { date: formatDate(data.exported_at, language) })
