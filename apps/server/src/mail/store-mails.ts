import { layout, type MailContent } from './layout'

// The module store's mails: the provider's decisions to authors, and a submission to the provider.

/**
 * The provider confirmed a publication: the module is in the store now (decision 018). A new version
 * says so, and that whoever bought an earlier one gets it for free (docs/product/store.md "Versions"):
 * the author would otherwise read the first mail again and wonder whether the buyers pay twice.
 */
export function publicationConfirmedMail(input: {
  firstname: string
  moduleName: string
  newVersion: boolean
  url: string
}): MailContent {
  const name = `«${input.moduleName}»`
  if (input.newVersion) {
    return {
      subject: `Die neue Version Ihres Moduls ${name} ist im Store`,
      ...layout(
        [
          `Guten Tag ${input.firstname}`,
          `Wir haben die neue Version Ihres Moduls ${name} geprüft und im Modul-Store veröffentlicht. Neue Käuferinnen und Käufer erhalten jetzt diese Version.`,
          'Wer eine frühere Version gekauft hat, behält sie und erhält die neue Version kostenlos.',
        ],
        { label: 'Im Store ansehen', url: input.url },
      ),
    }
  }
  return {
    subject: `Ihr Modul ${name} ist im Store`,
    ...layout(
      [
        `Guten Tag ${input.firstname}`,
        `Wir haben Ihr Modul ${name} geprüft und im Modul-Store veröffentlicht. Andere Lehrpersonen können es jetzt finden und kaufen.`,
      ],
      { label: 'Im Store ansehen', url: input.url },
    ),
  }
}

/** The provider declined a publication, with the reason; the author can edit and publish again. */
export function publicationDeclinedMail(input: {
  firstname: string
  moduleName: string
  reason: string
  url: string
}): MailContent {
  return {
    subject: `Ihr Modul «${input.moduleName}» wurde nicht veröffentlicht`,
    ...layout(
      [
        `Guten Tag ${input.firstname}`,
        `Wir haben Ihr Modul «${input.moduleName}» geprüft und können es so noch nicht im Modul-Store veröffentlichen. Unsere Begründung:`,
        input.reason,
        'Sie können das Modul überarbeiten und erneut veröffentlichen.',
      ],
      { label: 'Zu Ihren Modulen', url: input.url },
    ),
  }
}

/** A module was submitted: every active administrator of the provider hears of it (issue 38). */
export function publicationWaitingMail(input: {
  firstname: string
  moduleName: string
  authorName: string
  url: string
}): MailContent {
  return {
    subject: `Neue Veröffentlichung zur Prüfung: «${input.moduleName}»`,
    ...layout(
      [
        `Guten Tag ${input.firstname}`,
        `${input.authorName} hat das Modul «${input.moduleName}» zur Veröffentlichung im Modul-Store eingereicht. Es wartet auf Ihre Prüfung.`,
      ],
      { label: 'Veröffentlichungen prüfen', url: input.url },
    ),
  }
}

/** The provider took a listed module off the store, with the reason (issue 38, decision 054). */
export function publicationTakenDownMail(input: {
  firstname: string
  moduleName: string
  reason: string
  url: string
}): MailContent {
  return {
    subject: `Ihr Modul «${input.moduleName}» ist nicht mehr im Store`,
    ...layout(
      [
        `Guten Tag ${input.firstname}`,
        `Wir haben Ihr Modul «${input.moduleName}» aus dem Modul-Store genommen. Unsere Begründung:`,
        input.reason,
        'Wer es gekauft hat, behält es. Sie können das Modul überarbeiten und erneut veröffentlichen; nach unserer Prüfung ist es wieder im Store.',
      ],
      { label: 'Zu Ihren Modulen', url: input.url },
    ),
  }
}
