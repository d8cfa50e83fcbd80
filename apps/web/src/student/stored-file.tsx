import { Anchor, Group, Image, VisuallyHidden } from '@mantine/core'
import { IconExternalLink } from '@tabler/icons-react'
import { useState } from 'react'
import { useTexts } from './language'

/**
 * A file of the student's module (the question's picture or worksheet, a solution), shown as what it
 * is: an image inline, anything else (a PDF) as a link that opens it in a new tab. A stored path has
 * no extension, so the image is tried first and the link takes over if it is none (as in the
 * teacher app's StoredFilePreview). The student_token cookie lets the browser fetch it.
 */
export function StoredFile({ path, alt }: { path: string; alt: string }) {
  const texts = useTexts()
  const [notAnImage, setNotAnImage] = useState(false)
  if (notAnImage) {
    return (
      <Anchor href={path} target="_blank" rel="noopener noreferrer" size="sm">
        <Group gap={4} wrap="nowrap" component="span">
          <IconExternalLink size={16} aria-hidden />
          <span>{texts.topic.file}</span>
          <VisuallyHidden>{` ${texts.topic.newTab}`}</VisuallyHidden>
        </Group>
      </Anchor>
    )
  }
  return (
    <Anchor href={path} target="_blank" rel="noopener noreferrer" display="inline-block">
      <Image
        src={path}
        alt={alt}
        mah={320}
        maw="100%"
        w="auto"
        fit="contain"
        radius="sm"
        onError={() => setNotAnImage(true)}
      />
    </Anchor>
  )
}
