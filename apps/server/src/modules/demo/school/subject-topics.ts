import { type DemoModuleContent, topicsOf } from './grid-content'
import { deutschModule } from './grids/deutsch'
import { englischModule } from './grids/englisch'
import { geometrieEntwurfModule } from './grids/geometrie-entwurf'
import { mathematikModule } from './grids/mathematik'
import { naturUndTechnikModule } from './grids/natur-und-technik'

export interface DemoSubject {
  title: string
  token: string
  /** The module of the subject's competence grid (3 columns x 4 rows). */
  module: DemoModuleContent
  /** Its topic titles, column after column: a homework's `topicIndex` counts in this list. */
  topics: readonly string[]
}

const subject = (title: string, token: string, module: DemoModuleContent): DemoSubject => ({
  title,
  token,
  module,
  topics: topicsOf(module).map((topic) => topic.title),
})

/** The demo teacher's subjects, each with its module; the plan numbers them in this order. */
export const demoSubjects: readonly DemoSubject[] = [
  subject('Mathematik', 'MA', mathematikModule),
  subject('Deutsch', 'DE', deutschModule),
  subject('Natur und Technik', 'NT', naturUndTechnikModule),
  subject('Englisch', 'EN', englischModule),
]

/** The module the demo teacher is still building: no homework, no cover. Its subject is Mathematik. */
export const demoDraftModule = { subjectIndex: 0, module: geometrieEntwurfModule } as const
