import { Button } from '@mantine/core'
import { IconDownload } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { showSnackbar } from '../../../lib/snackbar'

/** Downloads a CSV the server writes; busy while it runs, a snackbar when it fails. */
export function CsvButton({ label, download }: { label: string; download: () => Promise<void> }) {
  const { t } = useTranslation()
  const [busy, setBusy] = useState(false)
  const run = async () => {
    setBusy(true)
    try {
      await download()
    } catch {
      showSnackbar(t('provider.exportFailed'), 'danger')
    } finally {
      setBusy(false)
    }
  }
  return (
    <Button
      variant="default"
      size="xs"
      leftSection={<IconDownload size={16} aria-hidden />}
      loading={busy}
      onClick={run}
    >
      {label}
    </Button>
  )
}
