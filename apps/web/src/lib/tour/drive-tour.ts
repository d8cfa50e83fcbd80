import './texts'
import 'driver.js/dist/driver.css'
import './tour.css'
import { type DriveStep, driver, type PopoverDOM } from 'driver.js'
import type { TFunction } from 'i18next'
import { type TourOutcome, tourOutcome } from './tour-outcome'

type TourOptions = {
  /** The stops, with their texts already translated. */
  steps: DriveStep[]
  /** How long a stop waits for its element (ms), for parts that load after the first paint; 0 by default. */
  waitForElement?: number
  /** Learns whether the teacher finished or cancelled. */
  onEnd: (outcome: TourOutcome) => void
}

/**
 * Runs a guided tour in Lernraster's look and with its keyboard and screen reader fixes: the start
 * page's tour and the progress screen's use it. This module and driver.js load only with a tour
 * that is due. A stop whose element is missing is skipped.
 */
export function driveTour(t: TFunction, { steps, waitForElement = 0, onEnd }: TourOptions): void {
  const tour = driver({
    steps,
    animate: !window.matchMedia('(prefers-reduced-motion: reduce)').matches,
    // A stray click beside the popover should not end the tour for good; × and Escape do.
    overlayClickBehavior: () => {},
    // What a stop highlights stays inert, so the tour cannot navigate or open a dialog from under itself.
    disableActiveInteraction: true,
    waitForElement,
    skipMissingElement: true,
    showProgress: true,
    nextBtnText: t('tour.next'),
    prevBtnText: t('tour.previous'),
    doneBtnText: t('tour.done'),
    popoverClass: 'lernraster-tour',
    onPopoverRender: (popover, { state }) => localize(popover, t, (state.activeIndex ?? 0) + 1, steps.length),
    // For a centred stop driver.js passes no element: its stand-in is #driver-dummy-element.
    onHighlighted: (element) => {
      const highlighted = element ?? document.getElementById('driver-dummy-element')
      if (highlighted) dropPopupStateFromNonControls(highlighted)
    },
    onDestroyStarted: () => {
      const outcome = tourOutcome(tour.isLastStep())
      guard.disconnect()
      tour.destroy()
      onEnd(outcome)
    },
  })
  // onHighlighted comes a moment after driver.js has marked its stand-in: in between, an assistive
  // technology (or axe) would meet popup state on a plain div. Strip it the moment it appears.
  const guard = new MutationObserver(() => {
    const standIn = document.getElementById('driver-dummy-element')
    if (standIn) dropPopupStateFromNonControls(standIn)
  })
  guard.observe(document.body, { subtree: true, childList: true, attributeFilter: popupAttributes })
  tour.drive()
}

/**
 * driver.js marks every highlighted element as a popup trigger (aria-haspopup, aria-expanded,
 * aria-controls), also its invisible stand-in for a centred stop. Only controls may carry those.
 */
const popupAttributes = ['aria-haspopup', 'aria-expanded', 'aria-controls']

function dropPopupStateFromNonControls(element: Element) {
  if (element.matches('a[href], button')) return
  for (const attribute of popupAttributes) {
    if (element.hasAttribute(attribute)) element.removeAttribute(attribute)
  }
}

/** driver.js builds its popover in English and puts its close button first; fix both on every stop. */
function localize(popover: PopoverDOM, t: TFunction, current: number, total: number) {
  popover.wrapper.setAttribute('aria-modal', 'true')
  popover.closeButton.setAttribute('aria-label', t('tour.close'))
  popover.closeButton.title = t('tour.close')
  popover.progress.textContent = t('tour.progress', { current, total })
  // Last in the DOM, the close button comes last in the tab order; it stays in the corner by CSS.
  popover.wrapper.appendChild(popover.closeButton)
  // driver.js focuses the first button right after this hook; Weiter is the one a keyboard user wants.
  requestAnimationFrame(() => popover.nextButton.focus())
}
