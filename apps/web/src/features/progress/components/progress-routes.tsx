import '../texts'
import { useLocation } from 'react-router'
import { paths } from '../../../lib/paths'
import { CalibrationPage } from './calibration/calibration-page'
import { BubbleChartPage } from './charts/bubble-chart-page'
import { ProgressPage } from './progress/progress-page'
import { StudentsPage } from './students/students-page'

/**
 * The progress screens (docs/product/progress.md) and issue 19's calibration behind one lazy entry: the login
 * route's code names one chunk for them, not four (decision 007's budget), and they share most of
 * their code anyway.
 */
export function ProgressRoutes() {
  const { pathname } = useLocation()
  if (pathname === paths.progressStudents) return <StudentsPage />
  if (pathname === paths.bubbleChart) return <BubbleChartPage />
  if (pathname === paths.progressCalibration) return <CalibrationPage />
  return <ProgressPage />
}
