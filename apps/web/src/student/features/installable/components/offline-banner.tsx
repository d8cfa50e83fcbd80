import { Group, Paper, Text } from '@mantine/core'
import { IconWifiOff } from '@tabler/icons-react'
import { useOnline } from '../model/online-status'
import { useInstallableTexts } from '../use-texts'

/**
 * One line above the page while the browser is offline (decision 029): in the page's flow, so it
 * covers nothing. The status region is always there and only its content changes, so a screen reader
 * announces the line (politely) when the connection goes, and hears nothing more when it is back.
 */
export function OfflineBanner() {
  const online = useOnline()
  const texts = useInstallableTexts()
  return (
    <div role="status" data-testid="offline-banner">
      {!online && (
        <Paper withBorder bg="yellow.0" px="sm" py={6} mt="xs" radius="md">
          <Group gap="xs" wrap="nowrap">
            <IconWifiOff size={18} aria-hidden style={{ flexShrink: 0 }} />
            <Text size="sm" c="dark.7">
              {texts.offline}
            </Text>
          </Group>
        </Paper>
      )}
    </div>
  )
}
