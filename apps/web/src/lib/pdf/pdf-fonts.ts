import regularUrl from '@expo-google-fonts/montserrat/400Regular/Montserrat_400Regular.ttf?url'
import boldUrl from '@expo-google-fonts/montserrat/700Bold/Montserrat_700Bold.ttf?url'
import type { ReportFonts } from './pdf-document'

/**
 * The report's two TTFs (docs/stack.md "PDF fonts"), fetched on the first export only: Vite gives their
 * built address, so no byte of them is in any script chunk. Kept for the page's life once loaded; a
 * failed load is forgotten, so the next export tries again.
 */
let loading: Promise<ReportFonts> | null = null

async function fetchFont(url: string): Promise<ArrayBuffer> {
  const answer = await fetch(url)
  if (!answer.ok) throw new Error(`Font ${url}: HTTP ${answer.status}`)
  return answer.arrayBuffer()
}

export function loadReportFonts(): Promise<ReportFonts> {
  loading ??= Promise.all([fetchFont(boldUrl), fetchFont(regularUrl)]).then(
    ([bold, regular]) => ({ bold, regular }),
    (error: unknown) => {
      loading = null
      throw error
    },
  )
  return loading
}
