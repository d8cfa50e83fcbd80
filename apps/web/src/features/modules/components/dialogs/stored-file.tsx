import { Anchor, Group, Text, VisuallyHidden } from '@mantine/core'
import { IconDownload, IconExternalLink } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { ImageOrLink } from '../../../../components/image-or-link'
import { safeHref } from '../../model/question-links'

type LinkProps = { href: string; label: string; download?: boolean }

/**
 * A link to a stored file or a web address, opened in a new tab (the server accepts the api_token
 * cookie for GET /files/:id, so a plain href works). A download link saves instead.
 */
export function FileLink({ href, label, download }: LinkProps) {
  const { t } = useTranslation()
  const safe = safeHref(href)
  if (!safe) return <Text size="sm">{href}</Text>
  const Icon = download ? IconDownload : IconExternalLink
  return (
    <Anchor
      href={safe}
      size="sm"
      {...(download ? { download: '' } : { target: '_blank', rel: 'noopener noreferrer' })}
    >
      <Group gap={4} wrap="nowrap" component="span">
        <Icon size={16} aria-hidden />
        <span>{label}</span>
        {!download && <VisuallyHidden>{` ${t('moduleDialogs.view.newTab')}`}</VisuallyHidden>}
      </Group>
    </Anchor>
  )
}

/** A stored file: an image inline, anything else (a PDF) as 'Datei öffnen' (components/image-or-link). */
export function StoredFilePreview({ path, alt }: { path: string; alt: string }) {
  const { t } = useTranslation()
  const href = safeHref(path)
  if (!href) return null
  return (
    <ImageOrLink
      href={href}
      alt={alt}
      link={<FileLink href={href} label={t('moduleDialogs.upload.open')} />}
    />
  )
}
