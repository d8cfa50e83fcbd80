// One formatter for every date: building an Intl formatter takes milliseconds on a slow phone, and
// toLocaleDateString builds a new one at every call (it was the home page's costliest function).
const swissDate = new Intl.DateTimeFormat('de-CH', { day: '2-digit', month: '2-digit', year: 'numeric' })

/** A due date as Swiss schools write it (26.11.2026), in either language (design.md). */
export const dateOf = (iso: string) => swissDate.format(new Date(iso))
