import { Anchor, Box, Group, NativeSelect, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useClientState } from '../../lib/client-state'
import { isLanguage, languages } from '../../lib/i18n'
import { documents } from '../../lib/paths'

const links = [
  { href: documents.terms, label: 'shell.footer.terms' },
  { href: documents.imprint, label: 'shell.footer.imprint' },
  { href: documents.privacy, label: 'shell.footer.privacy' },
] as const

/**
 * Terms, imprint and privacy documents and a copyright line with the current year
 * (docs/product/accounts.md "The app frame").
 */
export function Footer() {
  const { t } = useTranslation()
  const language = useClientState((state) => state.language)
  const setLanguage = useClientState((state) => state.setLanguage)

  return (
    // Inside the page frame: its right gutter keeps the back-to-top button clear of the copyright line.
    <Box component="footer" className="page-footer">
      <Group justify="space-between" gap="md" className="page-frame">
        <Group gap="lg">
          {links.map((link) => (
            <Anchor key={link.href} href={link.href} target="_blank" rel="noopener" size="sm" c="dimmed">
              {t(link.label)}
            </Anchor>
          ))}
        </Group>
        <Group gap="lg">
          <NativeSelect
            size="xs"
            aria-label={t('shell.footer.language')}
            value={language}
            onChange={(event) => {
              const value = event.currentTarget.value
              if (isLanguage(value)) setLanguage(value)
            }}
            data={languages.map((value) => ({ value, label: t(`shell.languages.${value}`) }))}
          />
          <Text size="sm" c="dimmed">
            {t('shell.footer.copyright', { year: new Date().getFullYear() })}
          </Text>
        </Group>
      </Group>
    </Box>
  )
}
