import './texts'
import 'driver.js/dist/driver.css'
import './tour.css'
import { driver, type PopoverDOM } from 'driver.js'
import type { TFunction } from 'i18next'
import { selectorOf, type TourOutcome, tourOutcome, tourSteps } from './model/tour-steps'

/** Runs the tour; this module and driver.js load only when it is due. `onEnd` learns how it ended. */
export function runTour(t: TFunction, onEnd: (outcome: TourOutcome) => void): void {
  const tour = driver({
    steps: tourSteps.map((step) => ({
      element: step.target ? selectorOf(step.target) : undefined,
      popover: {
        title: t(`tour.steps.${step.key}.title`),
        description: t(`tour.steps.${step.key}.text`),
        side: step.side,
        align: step.align,
      },
    })),
    animate: !window.matchMedia('(prefers-reduced-motion: reduce)').matches,
    // A stray click beside the popover should not end the tour for good; × and Escape do.
    overlayClickBehavior: () => {},
    // The highlighted links stay inert, so the tour cannot navigate away from under itself.
    disableActiveInteraction: true,
    // The home page and the account menu load their code after the first paint.
    waitForElement: 5000,
    skipMissingElement: true,
    showProgress: true,
    nextBtnText: t('tour.next'),
    prevBtnText: t('tour.previous'),
    doneBtnText: t('tour.done'),
    popoverClass: 'lernraster-tour',
    onPopoverRender: (popover, { state }) => localize(popover, t, (state.activeIndex ?? 0) + 1),
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
function localize(popover: PopoverDOM, t: TFunction, current: number) {
  popover.wrapper.setAttribute('aria-modal', 'true')
  popover.closeButton.setAttribute('aria-label', t('tour.close'))
  popover.closeButton.title = t('tour.close')
  popover.progress.textContent = t('tour.progress', { current, total: tourSteps.length })
  // Last in the DOM, the close button comes last in the tab order; it stays in the corner by CSS.
  popover.wrapper.appendChild(popover.closeButton)
  // driver.js focuses the first button right after this hook; Weiter is the one a keyboard user wants.
  requestAnimationFrame(() => popover.nextButton.focus())
}
