import { Anchor, Group, VisuallyHidden } from '@mantine/core'
import { IconExternalLink } from '@tabler/icons-react'
import { ImageOrLink } from '../../components/image-or-link'
import { useTexts } from '../language'

/**
 * A file of the student's module (the question's picture or worksheet, a solution): an image inline,
 * anything else (a PDF) as a link that opens it in a new tab. The student_token cookie lets the
 * browser fetch it.
 */
export function StoredFile({ path, alt }: { path: string; alt: string }) {
  const texts = useTexts()
  const link = (
    <Anchor href={path} target="_blank" rel="noopener noreferrer" size="sm">
      <Group gap={4} wrap="nowrap" component="span">
        <IconExternalLink size={16} aria-hidden />
        <span>{texts.topic.file}</span>
        <VisuallyHidden>{` ${texts.topic.newTab}`}</VisuallyHidden>
      </Group>
    </Anchor>
  )
  return <ImageOrLink href={path} alt={alt} link={link} />
}
