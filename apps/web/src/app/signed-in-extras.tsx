import { FeedbackButton } from '../features/feedback/components/feedback-button'
import { TourRunner } from '../features/tour/tour-runner'
import { LiveUpdates } from './live/live-updates'

/**
 * What the shell adds once a teacher with access is signed in: the floating Feedback button, the
 * tour and the live updates. One chunk, loaded after login (root-layout.tsx), so the login screen
 * carries none of it.
 */
export function SignedInExtras() {
  return (
    <>
      <FeedbackButton />
      <TourRunner />
      <LiveUpdates />
    </>
  )
}
