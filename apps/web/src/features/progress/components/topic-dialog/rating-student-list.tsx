import type { TopicUser } from '@lernraster/shared'
import { Checkbox, Text } from '@mantine/core'
import { type KeyboardEvent, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { type GradeKeyResult, readGradeKey } from '../../model/grade-keys'
import { studentName } from '../../model/progress-grid'
import { formatGrade, formatStudentAverage } from '../../model/student-format'
import type { RatingRow } from '../../model/teacher-ratings'
import { GapMark } from '../ratings/gap-mark'

/** How long a typed digit waits for its half step before it is saved as it is. */
const halfStepWaitMs = 900

type Props = {
  rows: readonly RatingRow<TopicUser>[]
  questionCount: number
  selected: ReadonlySet<number>
  onToggle: (userId: number) => void
  /** Saves a grade for the whole topic for one student. */
  onGrade: (userId: number, grade: number) => void
  /** The id of the keyboard hint. */
  describedBy: string
}

/**
 * The class as a list with one focus stop (roving focus): ↑/↓ moves, Space selects, a digit rates the
 * whole topic and the focus goes to the next student, so a class of 30 is rated in under a minute.
 */
export function RatingStudentList({ rows, questionCount, selected, onToggle, onGrade, describedBy }: Props) {
  const { t, i18n } = useTranslation()
  const [focused, setFocused] = useState(0)
  const [pending, setPending] = useState<{ userId: number; digit: number } | null>(null)
  const pendingRef = useRef(pending)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const items = useRef<(HTMLDivElement | null)[]>([])
  const noValue = t('progressRatings.noValue')
  const grade = (value: number | null) => (value === null ? noValue : formatGrade(value, i18n.language))

  useEffect(() => () => clearTimeout(timer.current), [])

  function hold(next: { userId: number; digit: number } | null) {
    clearTimeout(timer.current)
    pendingRef.current = next
    setPending(next)
    if (next) timer.current = setTimeout(() => commit(next.userId, next.digit), halfStepWaitMs)
  }

  function moveTo(index: number) {
    const bounded = Math.max(0, Math.min(rows.length - 1, index))
    setFocused(bounded)
    items.current[bounded]?.focus()
  }

  /** Saves, then moves on if the teacher is still on that student (not when they went elsewhere). */
  function commit(userId: number, value: number) {
    hold(null)
    onGrade(userId, value)
    const index = rows.findIndex((row) => row.student.id === userId)
    if (index >= 0 && document.activeElement === items.current[index]) moveTo(index + 1)
  }

  function apply(result: GradeKeyResult, index: number) {
    const row = rows[index]
    if (!row || result.kind === 'ignored') return
    if (result.kind === 'pending') return hold({ userId: row.student.id, digit: result.pending })
    commit(row.student.id, result.grade)
    if (result.following && index + 1 < rows.length) apply(result.following, index + 1)
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>, index: number) {
    const moves: Record<string, number> = {
      ArrowDown: index + 1,
      ArrowUp: index - 1,
      Home: 0,
      End: rows.length - 1,
    }
    if (event.key in moves) {
      event.preventDefault()
      return moveTo(moves[event.key]!)
    }
    const row = rows[index]!
    if (event.key === ' ') {
      event.preventDefault()
      return onToggle(row.student.id)
    }
    const held = pendingRef.current?.userId === row.student.id ? pendingRef.current.digit : null
    const result = readGradeKey(held, event.key)
    if (result.kind === 'ignored') return
    event.preventDefault()
    apply(result, index)
  }

  return (
    <div className="rating-list">
      <div className="rating-list-head" aria-hidden>
        <span />
        <span>{t('progressStats.topic.students.name')}</span>
        <span className="rating-number">{t('progressRatings.self')}</span>
        <span className="rating-number">{t('progressRatings.teacher')}</span>
        <span>{t('progressRatings.ratingList.gap')}</span>
      </div>
      <div
        className="rating-rows"
        role="listbox"
        aria-multiselectable="true"
        aria-label={t('progressRatings.list')}
        aria-describedby={describedBy}
      >
        {rows.map((row, index) => {
          const name = studentName(row.student)
          const self = formatStudentAverage(row.self, i18n.language) ?? noValue
          const direction = row.gap.direction
          const held = pending?.userId === row.student.id ? pending.digit : null
          const label = [
            t('progressRatings.row', { name, self, teacher: grade(row.teacher) }),
            direction ? t(`progressRatings.gap.${direction}`) : null,
          ]
            .filter(Boolean)
            .join(', ')
          return (
            <div
              key={row.student.id}
              ref={(element) => {
                items.current[index] = element
              }}
              role="option"
              aria-selected={selected.has(row.student.id)}
              aria-label={label}
              tabIndex={index === focused ? 0 : -1}
              className="rating-row"
              data-student={row.student.id}
              onKeyDown={(event) => onKeyDown(event, index)}
              onFocus={() => setFocused(index)}
            >
              {/* The row's own state (aria-selected) says it; the box is its picture, a click target too. */}
              <Checkbox.Indicator
                checked={selected.has(row.student.id)}
                aria-hidden
                onClick={() => onToggle(row.student.id)}
                style={{ cursor: 'pointer' }}
              />
              <Text span fw={500} truncate="end" title={name}>
                {name}
              </Text>
              <span className="rating-number">{self}</span>
              <span className="rating-number">
                {held !== null ? (
                  <Text span c="blue.8" fw={700}>
                    {t('progressRatings.pendingGrade', { grade: formatGrade(held, i18n.language) })}
                  </Text>
                ) : (
                  <>
                    <Text span fw={700}>
                      {grade(row.teacher)}
                    </Text>
                    {row.rated > 0 && row.rated < questionCount && (
                      <Text span size="xs" c="dimmed" ml={6}>
                        {t('progressRatings.teacherOf', { rated: row.rated, total: questionCount })}
                      </Text>
                    )}
                  </>
                )}
              </span>
              <GapMark direction={direction} />
            </div>
          )
        })}
      </div>
    </div>
  )
}
