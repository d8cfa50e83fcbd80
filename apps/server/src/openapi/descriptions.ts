import { studentLiveKinds, teacherLiveKinds } from '@lernraster/shared'
import { apiPrefix, studentApiPrefix } from '../paths'
import type { ApiDescription } from './document'

const errorShape =
  'Jeder Fehler antwortet mit `{ code, message, errors? }`: `code` ist stabil und für Programme, `message` ein lesbarer deutscher Text, `errors` nennt bei 422 die Felder.'

export const teacherApiDescription: ApiDescription = {
  title: 'Lernraster teacher API',
  description: [
    'Die API der Lehrer-App: Fächer, Klassen, Lernmodule mit Raster, Durchführungen, Fortschritt, Store.',
    'Anmelden mit `POST /auth/login`; das Token geht als `Authorization: Bearer <token>` mit.',
    errorShape,
  ].join('\n\n'),
  base: apiPrefix,
  tokenCookie: 'api_token',
  liveKinds: teacherLiveKinds,
}

export const studentApiDescription: ApiDescription = {
  title: 'Lernraster student API',
  description: [
    'Die API der Schüler-App: die eigenen Lernmodule, Selbsteinschätzungen, Hilfegesuche, nächste Schritte.',
    'Anmelden mit `POST /auth/login` dieser API; nur Konten von Lernenden. Texte in der Du-Form.',
    errorShape,
  ].join('\n\n'),
  base: studentApiPrefix,
  tokenCookie: 'student_token',
  liveKinds: studentLiveKinds,
}
