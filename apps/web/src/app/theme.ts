import { createTheme } from '@mantine/core'

/**
 * Lernraster's look: the dark blue and warm yellow of the grid's rows (docs/product/modules.md
 * "Grid size and look").
 */
export const theme = createTheme({
  primaryColor: 'indigo',
  primaryShade: { light: 7, dark: 4 },
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  defaultRadius: 'md',
  focusRing: 'auto',
  cursorType: 'pointer',
  headings: { fontWeight: '650' },
})
