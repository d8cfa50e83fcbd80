import { Box, Button } from '@mantine/core'
import { IconBook2 } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { documents } from '../../lib/paths'

/**
 * The user guide: with its name from 1408 px, below as its icon alone (the header's middle holds the
 * snackbars). One element either way, so the tour's step finds it at every width.
 */
export function UserGuideLink() {
  const { t } = useTranslation()
  const label = t('shell.nav.userGuide')
  return (
    <Button
      component="a"
      href={documents.userGuide}
      target="_blank"
      rel="noopener"
      variant="subtle"
      color="gray"
      px="xs"
      aria-label={label}
      title={label}
      data-tour="user-guide"
    >
      <IconBook2 size={20} aria-hidden />
      <Box component="span" ml={8} visibleFrom="xl">
        {label}
      </Box>
    </Button>
  )
}
