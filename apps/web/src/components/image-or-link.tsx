import { Anchor, Image } from '@mantine/core'
import { type ReactNode, useState } from 'react'

/**
 * A stored file shown as what it is: an image inline (opening the file in a new tab), anything else
 * (a PDF) as the `link` given. A stored path has no extension, so the image is tried first and the
 * link takes over if it is none. Shared by the teacher app and the student app, which word the link
 * in their own texts.
 */
export function ImageOrLink({ href, alt, link }: { href: string; alt: string; link: ReactNode }) {
  const [notAnImage, setNotAnImage] = useState(false)
  if (notAnImage) return link
  return (
    <Anchor href={href} target="_blank" rel="noopener noreferrer" display="inline-block">
      <Image
        src={href}
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
