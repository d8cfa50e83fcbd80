import type { Alignment, Side } from 'driver.js'

type TourStep = {
  /** Texts under `tour.steps.<key>` of the language pack. */
  key: 'areas' | 'modules' | 'groups' | 'subjects' | 'guide' | 'account'
  /**
   * The element's `data-tour` attribute (set by the shell); none for a centred stop. driver.js marks
   * the element with aria-expanded and aria-haspopup, which only buttons and links may carry.
   */
  target?: string
  side: Side
  align: Alignment
}

/** The tour's stops on the start page, in order: a welcome, where the three areas live, and where help is. */
export const tourSteps: readonly TourStep[] = [
  { key: 'areas', side: 'bottom', align: 'center' },
  { key: 'modules', target: 'nav-modules', side: 'bottom', align: 'start' },
  { key: 'groups', target: 'nav-groups', side: 'bottom', align: 'start' },
  { key: 'subjects', target: 'nav-subjects', side: 'bottom', align: 'start' },
  { key: 'guide', target: 'user-guide', side: 'bottom', align: 'end' },
  { key: 'account', target: 'account-menu', side: 'bottom', align: 'end' },
]

export function selectorOf(target: string): string {
  return `[data-tour="${target}"]`
}
