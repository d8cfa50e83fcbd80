/** Spec 2 §2: progress-stats texts (filled by the screen). */
export const progressStats = {
  title: 'Statistik',
} as const
