/** A due date as Swiss schools write it (26.11.2026), in either language (design.md). */
export const dateOf = (iso: string) =>
  new Date(iso).toLocaleDateString('de-CH', { day: '2-digit', month: '2-digit', year: 'numeric' })
