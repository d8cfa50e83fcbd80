import {
  type AuditLine,
  type PurchaseMonth,
  type StoreAuditAction,
  schoolTimeZone,
  type TeacherBalance,
} from '@lernraster/shared'
import { toCsv } from '../../lib/csv'

// The provider's downloads (issue 38): the balances, the purchases per month and the audit trail, as
// tables Excel in German opens as is (lib/csv.ts: BOM, `;`, formula injection refused).

export const actionNames: Record<StoreAuditAction, string> = {
  purchase: 'Kauf',
  grant: 'Gutschrift',
  correction: 'Korrektur',
  takedown: 'Aus dem Store genommen (Anbieter)',
  unlist: 'Aus dem Store genommen (Autor/in)',
}

/** A moment as the school reads it: 28.11.2026 14:05. */
const localTime = (iso: string) =>
  new Intl.DateTimeFormat('de-CH', {
    timeZone: schoolTimeZone,
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(iso))

export function balancesCsv(items: TeacherBalance[]): string {
  return toCsv([
    ['Nachname', 'Vorname', 'E-Mail', 'Kristalle'],
    ...items.map((item) => [item.lastname, item.firstname, item.email, item.balance]),
  ])
}

export function purchasesCsv(months: PurchaseMonth[]): string {
  return toCsv([
    [
      'Monat',
      'Käufe',
      'davon kostenlos',
      'Ausgegebene Kristalle',
      'Den Autor/innen gutgeschriebene Kristalle (Käufe aus Demo-Konten schreiben nichts gut)',
    ],
    ...months.map((month) => [
      month.month,
      month.purchases,
      month.free_purchases,
      month.crystals_spent,
      month.crystals_credited,
    ]),
  ])
}

export function auditCsv(lines: AuditLine[]): string {
  return toCsv([
    ['Zeitpunkt', 'Aktion', 'Ausgeführt von', 'Betrifft', 'Modul', 'Kristalle', 'Grund'],
    ...lines.map((line) => [
      localTime(line.created_at),
      actionNames[line.action],
      line.actor_name,
      line.user_name,
      line.module_name,
      line.amount,
      line.reason,
    ]),
  ])
}

/** A download's name with the day, e.g. `Kristallstaende 2026-11-28.csv`. */
export const datedFileName = (title: string, now: Date) =>
  `${title} ${new Intl.DateTimeFormat('sv-SE', { timeZone: schoolTimeZone }).format(now)}.csv`
