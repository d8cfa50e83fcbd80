import type { TFunction } from 'i18next'
import { driveTour } from '../../../../lib/tour/drive-tour'
import type { TourOutcome } from '../../../../lib/tour/tour-outcome'

/**
 * docs/product/progress.md "Tour": detail view, tiles, topic details. Targets are `data-tour` attributes of
 * the page.
 */
const stops = [
  { key: 'detail', target: 'progress-students', side: 'bottom', align: 'end' },
  { key: 'tiles', target: 'progress-grid', side: 'top', align: 'center' },
  { key: 'topic', target: 'progress-topic', side: 'right', align: 'start' },
] as const

/**
 * Runs the progress tour with the start page's look and keyboard behaviour (lib/tour): driver.js
 * loads with this module only. A topic without ratings has no `progress-topic` tile: that stop is
 * skipped. `onEnd` learns whether the teacher finished or cancelled.
 */
export function runProgressTour(t: TFunction, onEnd: (outcome: TourOutcome) => void): void {
  driveTour(t, {
    steps: stops.map((stop) => ({
      element: `[data-tour="${stop.target}"]`,
      popover: {
        title: t(`progressStats.tour.${stop.key}.title`),
        description: t(`progressStats.tour.${stop.key}.text`),
        side: stop.side,
        align: stop.align,
      },
    })),
    onEnd,
  })
}
