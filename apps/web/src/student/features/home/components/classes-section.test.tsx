import type { StudentClass } from '@lernraster/shared'
import { MantineProvider } from '@mantine/core'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { LanguageProvider } from '../../../language'
import { homeKeys } from '../../../lib/query-keys'
import { studentTexts } from '../../../locales'
import { ClassesSection } from './classes-section'

const texts = studentTexts.de

const group = (id: number, name: string, archivedIn: string | null): StudentClass => ({
  id,
  name,
  teacher: { firstname: 'Anna', lastname: 'Muster' },
  active: true,
  archived_in: archivedIn,
})

function renderSection(classes: StudentClass[]) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } })
  queryClient.setQueryData(homeKeys.classes, classes)
  render(
    <QueryClientProvider client={queryClient}>
      <MantineProvider>
        <LanguageProvider>
          <ClassesSection />
        </LanguageProvider>
      </MantineProvider>
    </QueryClientProvider>,
  )
}

afterEach(cleanup)

describe('ClassesSection with a class archived in an earlier school year (decision 051)', () => {
  it('lists it apart under «Frühere Schuljahre» with its year, and offers no leaving it', () => {
    renderSection([group(1, '8a', null), group(2, '7a', '2025/26')])
    expect(screen.getByText('8a · Lehrperson: Anna Muster')).toBeTruthy()
    const earlier = screen.getByText(texts.home.earlierYears).parentElement as HTMLElement
    expect(earlier.textContent).toContain('7a · Lehrperson: Anna Muster · Schuljahr 2025/26')
    // Verlassen only for the current class: the server refuses leaving an archived one.
    expect(screen.getByRole('button', { name: 'Klasse «8a» verlassen' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Klasse «7a» verlassen' })).toBeNull()
  })

  it('asks for a class code when the only class left is an archived one', () => {
    renderSection([group(2, '7a', '2025/26')])
    expect(screen.getByText(texts.home.noCurrentClasses)).toBeTruthy()
    expect(screen.queryByRole('button', { name: texts.home.leave })).toBeNull()
  })
})
