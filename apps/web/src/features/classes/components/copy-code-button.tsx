import { ActionIcon, Code, Group } from '@mantine/core'
import { IconCopy } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { showSnackbar } from '../../../lib/snackbar'

/**
 * The class code students type to join, copied with one click
 * (docs/product/subjects-and-classes.md "Classes").
 */
export function CopyCodeButton({ code }: { code: string }) {
  const { t } = useTranslation()

  async function copy() {
    try {
      await navigator.clipboard.writeText(code)
      void showSnackbar(t('classes.list.codeCopied', { code }))
    } catch (error) {
      // No clipboard outside a secure context, or the browser refused: the code is on screen to copy.
      console.warn('Class code not copied', error)
      void showSnackbar(t('classes.list.copyFailed'), 'danger')
    }
  }

  return (
    <Group gap={6} wrap="nowrap">
      <Code fz="sm" style={{ letterSpacing: '0.08em' }}>
        {code}
      </Code>
      <ActionIcon
        variant="subtle"
        aria-label={t('classes.list.copyCode', { code })}
        onClick={() => void copy()}
      >
        <IconCopy size={16} aria-hidden />
      </ActionIcon>
    </Group>
  )
}
