import { Button, Card, CloseButton, Group, List, Stack, Text, Title } from '@mantine/core'
import { dismissInstallHint, promptInstall, useInstallHint } from '../model/install-hint'
import { useInstallableTexts } from '../use-texts'

/**
 * On the home page (placed twice, each showing one kind: the iPhone steps are known at the first
 * frame and stand at the top; Chromium's prompt comes seconds later and stands at the end, where its
 * arrival pushes nothing down): on an iPhone or iPad in Safari, how to put the app on the home screen and why
 * (Safari's 7-day storage limit); in Chromium, the browser's own install behind a button. Closed once,
 * it stays closed on this device (decision 029).
 */
export function InstallCard({ only }: { only: 'ios' | 'prompt' }) {
  const hint = useInstallHint()
  const texts = useInstallableTexts().install
  if (hint !== only) return null
  return (
    <Card
      withBorder
      padding="md"
      component="section"
      aria-labelledby="install-hint-title"
      data-testid="install-card"
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Title order={2} size="h4" id="install-hint-title">
          {hint === 'ios' ? texts.iosTitle : texts.promptTitle}
        </Title>
        <CloseButton
          size="lg"
          aria-label={texts.dismiss}
          title={texts.dismiss}
          onClick={dismissInstallHint}
        />
      </Group>
      {hint === 'ios' ? (
        <Stack gap="xs" mt="xs">
          <List type="ordered" spacing={4}>
            {texts.iosSteps.map((step) => (
              <List.Item key={step}>{step}</List.Item>
            ))}
          </List>
          <Text size="sm">{texts.iosWhy}</Text>
        </Stack>
      ) : (
        <Stack gap="sm" mt="xs" align="flex-start">
          <Text size="sm">{texts.promptText}</Text>
          <Button onClick={() => void promptInstall()}>{texts.promptButton}</Button>
        </Stack>
      )}
    </Card>
  )
}
