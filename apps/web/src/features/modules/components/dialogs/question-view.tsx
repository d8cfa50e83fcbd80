import { type Question, SolutionType } from '@lernraster/shared'
import { Accordion, Stack, Text } from '@mantine/core'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { FileLink, StoredFilePreview } from './stored-file'

/** A labelled part of a question card; nothing at all when the question has none of it. */
function Part({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="sm" fw={600}>
        {label}
      </Text>
      {children}
    </Stack>
  )
}

const multiline = { whiteSpace: 'pre-wrap' } as const

function Solution({ question }: { question: Question }) {
  const { t } = useTranslation()
  const solution = question.solution
  if (!solution || solution.content === '') return null
  const content =
    solution.content_type_id === SolutionType.text ? (
      <Text size="sm" style={multiline}>
        {solution.content}
      </Text>
    ) : solution.content_type_id === SolutionType.file ? (
      <StoredFilePreview
        path={solution.content}
        alt={`${t('moduleDialogs.view.solution')}: ${question.title}`}
      />
    ) : (
      <FileLink href={solution.content} label={solution.content} />
    )
  return <Part label={t('moduleDialogs.view.solution')}>{content}</Part>
}

/** One question as a collapsible card: title; description, link or file, solution and sources inside. */
export function QuestionView({ question, number }: { question: Question; number: number }) {
  const { t } = useTranslation()
  const link = question.link
  return (
    <Accordion.Item value={String(question.id)}>
      <Accordion.Control>
        <Text fw={500}>{`${number}. ${question.title}`}</Text>
      </Accordion.Control>
      <Accordion.Panel>
        <Stack gap="sm">
          {question.description !== '' && (
            <Text size="sm" style={multiline}>
              {question.description}
            </Text>
          )}
          {link && question.is_local_link && (
            <Part label={t('moduleDialogs.view.file')}>
              <StoredFilePreview
                path={link}
                alt={t('moduleDialogs.view.imageAlt', { title: question.title })}
              />
            </Part>
          )}
          {link && !question.is_local_link && (
            <Part label={t('moduleDialogs.view.link')}>
              <FileLink href={link} label={link} />
            </Part>
          )}
          <Solution question={question} />
          {question.source_question && (
            <FileLink
              href={question.source_question}
              label={t('moduleDialogs.view.sourceQuestion')}
              download
            />
          )}
          {question.source_solution && (
            <FileLink
              href={question.source_solution}
              label={t('moduleDialogs.view.sourceSolution')}
              download
            />
          )}
        </Stack>
      </Accordion.Panel>
    </Accordion.Item>
  )
}
