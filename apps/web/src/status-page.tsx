import { useEffect, useState } from 'react'

type Health = 'checking' | 'ok' | 'down'

/** The server's state as a teacher or an IT admin can read it, until the app's screens land. */
export function StatusPage() {
  const [health, setHealth] = useState<Health>('checking')
  useEffect(() => {
    fetch('/healthz')
      .then((response) => setHealth(response.ok ? 'ok' : 'down'))
      .catch(() => setHealth('down'))
  }, [])
  const text = {
    checking: 'Verbindung wird geprüft …',
    ok: 'Der Server läuft.',
    down: 'Der Server antwortet nicht.',
  }[health]
  return (
    <main
      style={{ fontFamily: 'system-ui, sans-serif', maxWidth: 640, margin: '4rem auto', padding: '0 1rem' }}
    >
      <h1>Lernraster</h1>
      <p>Die Lehrer-App für Kompetenzraster.</p>
      <p role="status">{text}</p>
      <p>
        Schnittstelle: <a href="/api/teacher/v1/openapi.json">OpenAPI-Beschreibung</a>
      </p>
    </main>
  )
}
