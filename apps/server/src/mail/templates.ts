import { type FeedbackType, feedbackTypeLabels } from '@lernraster/shared'
import { layout, type MailContent, studentClosing } from './layout'

export type { MailContent } from './layout'

export function confirmationMail(input: {
  firstname: string
  code: string
  url: string
  hours: number
}): MailContent {
  return {
    subject: 'Bitte bestätigen Sie Ihre E-Mail-Adresse',
    ...layout(
      [
        `Guten Tag ${input.firstname}`,
        'Willkommen bei Lernraster! Bitte bestätigen Sie Ihre E-Mail-Adresse.',
        `Ihr Bestätigungscode lautet: ${input.code}`,
        `Sie können auch einfach den folgenden Link öffnen. Code und Link sind ${input.hours} Stunden gültig.`,
      ],
      { label: 'E-Mail-Adresse bestätigen', url: input.url },
    ),
  }
}

export function emailChangeMail(input: {
  firstname: string
  code: string
  url: string
  hours: number
}): MailContent {
  return {
    subject: 'Bitte bestätigen Sie Ihre neue E-Mail-Adresse',
    ...layout(
      [
        `Guten Tag ${input.firstname}`,
        'Sie möchten Ihre Lernraster-Anmeldung auf diese E-Mail-Adresse ändern. Die Änderung gilt, sobald Sie sie bestätigt haben.',
        `Ihr Bestätigungscode lautet: ${input.code}`,
        `Code und Link sind ${input.hours} Stunden gültig. Wenn Sie die Änderung nicht veranlasst haben, können Sie diese E-Mail ignorieren.`,
      ],
      { label: 'Neue E-Mail-Adresse bestätigen', url: input.url },
    ),
  }
}

export function emailChangedNoticeMail(input: { firstname: string; newEmail: string }): MailContent {
  return {
    subject: 'Ihre E-Mail-Adresse wurde geändert',
    ...layout([
      `Guten Tag ${input.firstname}`,
      `Ihre Lernraster-Anmeldung lautet ab sofort ${input.newEmail}.`,
      'Wenn Sie das nicht waren, antworten Sie bitte auf diese E-Mail oder wenden Sie sich an uns.',
    ]),
  }
}

export function passwordResetMail(input: { firstname: string; url: string; hours: number }): MailContent {
  return {
    subject: 'Passwort zurücksetzen',
    ...layout(
      [
        `Guten Tag ${input.firstname}`,
        'Sie haben angefragt, Ihr Lernraster-Passwort zurückzusetzen.',
        `Der Link ist ${input.hours} Stunden gültig und kann einmal verwendet werden. Wenn Sie nichts angefragt haben, können Sie diese E-Mail ignorieren.`,
      ],
      { label: 'Neues Passwort festlegen', url: input.url },
    ),
  }
}

export function loginLockedMail(input: { firstname: string; attempts: number; url: string }): MailContent {
  return {
    subject: 'Viele falsche Anmeldungen bei Ihrem Lernraster-Konto',
    ...layout(
      [
        `Guten Tag ${input.firstname}`,
        `Für Ihr Lernraster-Konto wurde in der letzten Stunde ${input.attempts}-mal ein falsches Passwort eingegeben. Zu Ihrem Schutz nimmt Lernraster vorübergehend keine Anmeldung von Geräten an, auf denen Sie sich noch nie angemeldet haben. Auf Ihren bisherigen Geräten melden Sie sich wie gewohnt an.`,
        'Solange niemand Ihr Passwort kennt, ist Ihr Konto sicher. Möchten Sie sich jetzt auf einem neuen Gerät anmelden, setzen Sie dort ein neues Passwort; danach gilt das Gerät als Ihres.',
      ],
      { label: 'Neues Passwort festlegen', url: input.url },
    ),
  }
}

export function activatedMail(input: { firstname: string; url: string }): MailContent {
  return {
    subject: 'Ihr Lernraster-Konto ist aktiviert',
    ...layout(
      [
        `Guten Tag ${input.firstname}`,
        'Ihr Konto wurde aktiviert. Sie können Lernraster ab sofort verwenden.',
      ],
      { label: 'Zu Lernraster', url: input.url },
    ),
  }
}

/**
 * A teacher's feedback to the provider (CONTACT_EMAIL). It is the teacher's message, not one of the
 * provider's, so it is not signed by the Lernraster team; a reply goes to the teacher (reply-to).
 */
export function generalFeedbackMail(input: {
  type: FeedbackType
  content: string
  from: { firstname: string; lastname: string; email: string }
}): MailContent {
  const name = `${input.from.firstname} ${input.from.lastname}`
  return {
    subject: `Feedback: ${feedbackTypeLabels[input.type]}`,
    ...layout(
      [
        `Neues Feedback von ${name} (${input.from.email})`,
        `Art: ${feedbackTypeLabels[input.type]}`,
        input.content,
      ],
      undefined,
      `Wenn Sie auf diese E-Mail antworten, geht die Antwort an ${name}.`,
    ),
  }
}

/** Tells a teacher that a colleague shared a module with them (docs/product/modules.md "Sharing"). */
export function moduleSharedMail(input: {
  firstname: string
  from: { firstname: string; lastname: string }
  moduleName: string
  url: string
}): MailContent {
  const from = `${input.from.firstname} ${input.from.lastname}`
  return {
    subject: `${from} hat ein Modul mit Ihnen geteilt`,
    ...layout(
      [
        `Guten Tag ${input.firstname}`,
        `${from} hat das Modul «${input.moduleName}» mit Ihnen geteilt.`,
        'Sie finden es in Lernraster unter «Verfügbare Module». Sie können es ansehen, für Ihre Klassen aktivieren und als eigenen Entwurf kopieren.',
      ],
      { label: 'Verfügbare Module öffnen', url: input.url },
    ),
  }
}

/**
 * A teacher imported a class list: the student's account is made, and this link sets its password
 * (issue 15). In the "du" of the student app.
 */
export function classInvitationMail(input: {
  firstname: string
  teacher: { firstname: string; lastname: string }
  groupName: string
  url: string
  days: number
}): MailContent {
  const teacher = `${input.teacher.firstname} ${input.teacher.lastname}`
  return {
    subject: `Einladung in die Klasse ${input.groupName}`,
    ...layout(
      [
        `Hallo ${input.firstname}`,
        `${teacher} hat dich in die Klasse «${input.groupName}» bei Lernraster aufgenommen. Dort schätzt du dein Können in den Themen deiner Module selbst ein und siehst deinen Fortschritt.`,
        `Lege über den Link dein Passwort fest; danach meldest du dich mit dieser E-Mail-Adresse in der App für Lernende an. Der Link ist ${input.days} Tage gültig. Wenn du nicht in diese Klasse gehörst, kannst du diese E-Mail ignorieren.`,
      ],
      { label: 'Passwort festlegen', url: input.url },
      studentClosing,
    ),
  }
}

/**
 * An existing student invited into a class by a class list (decision 037): nothing happens until the
 * student accepts in the student app.
 */
export function classJoinInvitationMail(input: {
  firstname: string
  teacher: { firstname: string; lastname: string }
  groupName: string
  url: string
  days: number
}): MailContent {
  const teacher = `${input.teacher.firstname} ${input.teacher.lastname}`
  return {
    subject: `Einladung in die Klasse ${input.groupName}`,
    ...layout(
      [
        `Hallo ${input.firstname}`,
        `${teacher} lädt dich in die Klasse «${input.groupName}» bei Lernraster ein.`,
        `Du wirst erst Mitglied der Klasse, wenn du die Einladung in der App für Lernende annimmst; danach sieht ${teacher} deine Einschätzungen in dieser Klasse. Die Einladung ist ${input.days} Tage gültig. Wenn du nicht in diese Klasse gehörst, lehne sie ab oder lass sie verfallen.`,
      ],
      { label: 'Zur App für Lernende', url: input.url },
      studentClosing,
    ),
  }
}

/**
 * A teacher's address on a class list (decision 037): a teacher's account joins no class, and the
 * listing teacher is not told; the owner learns what happened and that nothing is needed.
 */
export function teacherAddressListedMail(input: {
  firstname: string
  teacher: { firstname: string; lastname: string }
  groupName: string
}): MailContent {
  const teacher = `${input.teacher.firstname} ${input.teacher.lastname}`
  return {
    subject: 'Ihre E-Mail-Adresse auf einer Klassenliste',
    ...layout([
      `Guten Tag ${input.firstname}`,
      `${teacher} hat Ihre E-Mail-Adresse auf die Liste der Klasse «${input.groupName}» bei Lernraster gesetzt.`,
      'Ihre Adresse gehört zu einem Konto einer Lehrperson; ein solches Konto wird in keine Klasse aufgenommen. Sie müssen nichts tun. War die Adresse ein Versehen, können Sie es der Lehrperson sagen.',
    ]),
  }
}

/** The reset link for a student, in the du of the student app (issue 32). */
export function studentPasswordResetMail(input: {
  firstname: string
  url: string
  hours: number
}): MailContent {
  return {
    subject: 'Passwort zurücksetzen',
    ...layout(
      [
        `Hallo ${input.firstname}`,
        'Du hast angefragt, dein Lernraster-Passwort zurückzusetzen.',
        `Der Link ist ${input.hours} Stunden gültig und kann einmal verwendet werden. Wenn du nichts angefragt hast, kannst du diese E-Mail ignorieren.`,
      ],
      { label: 'Neues Passwort festlegen', url: input.url },
      studentClosing,
    ),
  }
}

/** The lock notice for a student, in du, linking to the student app's own reset (issue 32). */
export function studentLoginLockedMail(input: {
  firstname: string
  attempts: number
  url: string
}): MailContent {
  return {
    subject: 'Viele falsche Anmeldungen bei deinem Lernraster-Konto',
    ...layout(
      [
        `Hallo ${input.firstname}`,
        `Für dein Lernraster-Konto wurde in der letzten Stunde ${input.attempts}-mal ein falsches Passwort eingegeben. Zu deinem Schutz nimmt Lernraster vorübergehend keine Anmeldung von Geräten an, auf denen du dich noch nie angemeldet hast. Auf deinen bisherigen Geräten meldest du dich wie gewohnt an.`,
        'Solange niemand dein Passwort kennt, ist dein Konto sicher. Möchtest du dich jetzt auf einem neuen Gerät anmelden, setz dort ein neues Passwort; danach gilt das Gerät als deines.',
      ],
      { label: 'Neues Passwort festlegen', url: input.url },
      studentClosing,
    ),
  }
}

/**
 * A student made without an address adds one in the student app (decision 041): the code confirms
 * it there. The "Bestätigungscode lautet" line is the one every confirmation mail shares.
 */
export function studentAddressMail(input: { firstname: string; code: string; hours: number }): MailContent {
  return {
    subject: 'Bestätige deine E-Mail-Adresse',
    ...layout(
      [
        `Hallo ${input.firstname}`,
        'Du möchtest diese E-Mail-Adresse zu deinem Lernraster-Konto hinzufügen. Danach kannst du dich auch mit ihr anmelden und über «Passwort vergessen?» ein neues Passwort setzen.',
        `Dein Bestätigungscode lautet: ${input.code}`,
        `Gib ihn in der App für Lernende ein; er ist ${input.hours} Stunden gültig. Wenn du das nicht warst, kannst du diese E-Mail ignorieren.`,
      ],
      undefined,
      studentClosing,
    ),
  }
}

/**
 * Someone tried to add an address that already has an account to a student account without one
 * (decision 041): the owner hears of it; the one who tried got the same answer as for a free address.
 */
export function addressTriedMail(input: { firstname: string; student: boolean }): MailContent {
  if (input.student) {
    return {
      subject: 'Jemand wollte deine E-Mail-Adresse verwenden',
      ...layout(
        [
          `Hallo ${input.firstname}`,
          'Jemand wollte deine E-Mail-Adresse zu einem anderen Lernraster-Konto hinzufügen. Das ist nicht geschehen: Sie gehört weiter nur zu deinem Konto.',
          'Du musst nichts tun. Wenn es öfter vorkommt, sag es deiner Lehrperson.',
        ],
        undefined,
        studentClosing,
      ),
    }
  }
  return {
    subject: 'Jemand wollte Ihre E-Mail-Adresse verwenden',
    ...layout([
      `Guten Tag ${input.firstname}`,
      'Jemand wollte Ihre E-Mail-Adresse zu einem Lernraster-Konto für Lernende hinzufügen. Das ist nicht geschehen: Sie gehört weiter nur zu Ihrem Konto.',
      'Sie müssen nichts tun. Wenn es öfter vorkommt, antworten Sie bitte auf diese E-Mail.',
    ]),
  }
}
