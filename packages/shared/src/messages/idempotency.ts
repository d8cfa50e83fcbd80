/**
 * Texts of the `Idempotency-Key` header (issue 35 item 3, decision 047). Integrators read them in the
 * error answer's `errors['Idempotency-Key']` or `message`.
 */
export const idempotencyMessages = {
  malformed: 'Der Idempotency-Key muss 1 bis 200 druckbare ASCII-Zeichen lang sein.',
  reusedForOtherRequest: 'Dieser Schlüssel wurde schon für eine andere Anfrage verwendet.',
  stillRunning:
    'Eine Anfrage mit diesem Schlüssel wird noch bearbeitet oder wurde abgebrochen. Bitte prüfen Sie das Ergebnis, bevor Sie es mit einem neuen Schlüssel wiederholen.',
} as const

/** The header's name and rules (decision 047): how long an answer is kept, how long a key may be. */
export const idempotencyKeyHeader = 'Idempotency-Key'
export const idempotencyKeyMaxLength = 200
export const idempotencyKeepHours = 24
