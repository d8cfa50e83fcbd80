/** How a tour ended: closing on its last step finishes it, closing earlier cancels it. */
export type TourOutcome = 'finished' | 'cancelled'

/** Closing on the last step is finishing it; closing earlier is cancelling, which the teacher is told about. */
export function tourOutcome(onLastStep: boolean): TourOutcome {
  return onLastStep ? 'finished' : 'cancelled'
}
