import { MantineProvider } from '@mantine/core'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { LanguageProvider } from '../language'
import { StoredFile } from './stored-file'

afterEach(cleanup)

const path = '/api/student/v1/files/abc'
function renderFile() {
  render(
    <MantineProvider>
      <LanguageProvider>
        <StoredFile path={path} alt="Bild zu «Brüche kürzen»" />
      </LanguageProvider>
    </MantineProvider>,
  )
}

describe('StoredFile', () => {
  it('shows an image inline, linked to the file in a new tab', () => {
    renderFile()
    const image = screen.getByRole('img', { name: 'Bild zu «Brüche kürzen»' })
    expect(image.getAttribute('src')).toBe(path)
    const link = image.closest('a')
    expect(link?.getAttribute('href')).toBe(path)
    expect(link?.getAttribute('target')).toBe('_blank')
  })

  it('becomes a link that says what it opens when the file is no image (a PDF)', () => {
    renderFile()
    fireEvent.error(screen.getByRole('img'))
    expect(screen.queryByRole('img')).toBeNull()
    const link = screen.getByRole('link', { name: 'Datei öffnen (öffnet in einem neuen Tab)' })
    expect(link.getAttribute('href')).toBe(path)
    expect(link.getAttribute('rel')).toBe('noopener noreferrer')
  })
})
