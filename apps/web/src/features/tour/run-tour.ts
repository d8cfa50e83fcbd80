import '../../lib/tour/texts'
import type { TFunction } from 'i18next'
import { driveTour } from '../../lib/tour/drive-tour'
import type { TourOutcome } from '../../lib/tour/tour-outcome'
import { selectorOf, tourSteps } from './model/tour-steps'

/** Runs the start page's tour; this module and driver.js load only when it is due. `onEnd` learns how it ended. */
export function runTour(t: TFunction, onEnd: (outcome: TourOutcome) => void): void {
  driveTour(t, {
    steps: tourSteps.map((step) => ({
      element: step.target ? selectorOf(step.target) : undefined,
      popover: {
        title: t(`tour.steps.${step.key}.title`),
        description: t(`tour.steps.${step.key}.text`),
        side: step.side,
        align: step.align,
      },
    })),
    // The home page and the account menu load their code after the first paint.
    waitForElement: 5000,
    onEnd,
  })
}
