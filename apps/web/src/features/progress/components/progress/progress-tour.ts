import 'driver.js/dist/driver.css'
import '../../../tour/tour.css'
import { driver, type PopoverDOM } from 'driver.js'
import type { TFunction } from 'i18next'
import { type TourOutcome, tourOutcome } from '../../../tour/model/tour-steps'

/** Spec 2 §2 "Tour": detail view, tiles, topic details. Targets are `data-tour` attributes of the page. */
const stops = [
  { key: 'detail', target: 'progress-students', side: 'bottom', align: 'end' },
  { key: 'tiles', target: 'progress-grid', side: 'top', align: 'center' },
  { key: 'topic', target: 'progress-topic', side: 'right', align: 'start' },
] as const

/**
 * Runs the progress tour with the start page's look and keyboard behaviour (features/tour): driver.js
 * loads with this module only. A topic without ratings has no `progress-topic` tile: that stop is
 * skipped. `onEnd` learns whether the teacher finished or cancelled.
 */
export function runProgressTour(t: TFunction, onEnd: (outcome: TourOutcome) => void): void {
  const tour = driver({
    steps: stops.map((stop) => ({
      element: `[data-tour="${stop.target}"]`,
      popover: {
        title: t(`progressStats.tour.${stop.key}.title`),
        description: t(`progressStats.tour.${stop.key}.text`),
        side: stop.side,
        align: stop.align,
      },
    })),
    animate: !window.matchMedia('(prefers-reduced-motion: reduce)').matches,
    // A stray click beside the popover should not end the tour for good; × and Escape do.
    overlayClickBehavior: () => {},
    // The highlighted tile and link stay inert, so the tour cannot open a dialog from under itself.
    disableActiveInteraction: true,
    skipMissingElement: true,
    showProgress: true,
    nextBtnText: t('tour.next'),
    prevBtnText: t('tour.previous'),
    doneBtnText: t('tour.done'),
    popoverClass: 'lernraster-tour',
    onPopoverRender: (popover, { state }) => localize(popover, t, (state.activeIndex ?? 0) + 1),
    onHighlighted: (element) => {
      if (element) dropPopupStateFromNonControls(element)
    },
    onDestroyStarted: () => {
      const outcome = tourOutcome(tour.isLastStep())
      tour.destroy()
      onEnd(outcome)
    },
  })
  tour.drive()
}

/**
 * driver.js marks a highlighted element as a popup trigger (aria-haspopup, aria-expanded,
 * aria-controls); only controls may carry those, and the grid's wrapper is none.
 */
function dropPopupStateFromNonControls(element: Element) {
  if (element.matches('a[href], button')) return
  for (const attribute of ['aria-haspopup', 'aria-expanded', 'aria-controls'])
    element.removeAttribute(attribute)
}

/** driver.js builds its popover in English with the close button first: the same fixes as the start tour. */
function localize(popover: PopoverDOM, t: TFunction, current: number) {
  popover.wrapper.setAttribute('aria-modal', 'true')
  popover.closeButton.setAttribute('aria-label', t('tour.close'))
  popover.closeButton.title = t('tour.close')
  popover.progress.textContent = t('tour.progress', { current, total: stops.length })
  popover.wrapper.appendChild(popover.closeButton)
  requestAnimationFrame(() => popover.nextButton.focus())
}
