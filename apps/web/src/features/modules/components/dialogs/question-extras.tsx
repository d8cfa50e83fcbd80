import { Box, Group, Tooltip } from '@mantine/core'
import { IconBulb, IconFileCode, IconLink, IconPaperclip } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { type QuestionDraft, questionExtras } from '../../model/topic-form'

function Extra({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Tooltip label={label}>
      <Box component="span" role="img" aria-label={label} c="indigo.8" display="inline-flex">
        {children}
      </Box>
    </Tooltip>
  )
}

/** What a folded card holds besides title and description: small named icons, so nothing is missed. */
export function QuestionExtras({ question }: { question: QuestionDraft }) {
  const { t } = useTranslation()
  const extras = questionExtras(question)
  return (
    <Group gap={4} wrap="nowrap" miw={76} justify="flex-end">
      {extras.link && (
        <Extra label={t('moduleDialogs.question.hasLink')}>
          <IconLink size={16} aria-hidden />
        </Extra>
      )}
      {extras.file && (
        <Extra label={t('moduleDialogs.question.hasFile')}>
          <IconPaperclip size={16} aria-hidden />
        </Extra>
      )}
      {extras.solution && (
        <Extra label={t('moduleDialogs.question.hasSolution')}>
          <IconBulb size={16} aria-hidden />
        </Extra>
      )}
      {extras.sources > 0 && (
        <Extra label={t('moduleDialogs.question.hasSources', { count: extras.sources })}>
          <IconFileCode size={16} aria-hidden />
        </Extra>
      )}
    </Group>
  )
}
