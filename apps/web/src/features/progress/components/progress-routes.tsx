import '../texts'
import { useLocation } from 'react-router'
import { paths } from '../../../lib/paths'
import { BubbleChartPage } from './charts/bubble-chart-page'
import { ProgressPage } from './progress/progress-page'
import { StudentsPage } from './students/students-page'

/**
 * The three progress screens of spec 2 §2 behind one lazy entry: the login route's code names one
 * chunk for them, not three (decision 007's budget), and they share most of their code anyway.
 */
export function ProgressRoutes() {
  const { pathname } = useLocation()
  if (pathname === paths.progressStudents) return <StudentsPage />
  if (pathname === paths.bubbleChart) return <BubbleChartPage />
  return <ProgressPage />
}
