import { PasswordInput } from '@mantine/core'
import type { ComponentProps } from 'react'
import { useTranslation } from 'react-i18next'

/**
 * Mantine's password input, with its show/hide button named in the user's language. Unlike
 * TextInput it does not mark its inner input invalid, so that is done here for screen readers.
 */
export function PasswordField(props: ComponentProps<typeof PasswordInput>) {
  const { t } = useTranslation()
  return (
    <PasswordInput
      {...props}
      aria-invalid={props.error ? true : undefined}
      visibilityToggleButtonProps={{ 'aria-label': t('auth.fields.showPassword') }}
    />
  )
}
