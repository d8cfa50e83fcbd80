import { lazyComponent } from '../../../../lib/lazy-component'

// The charts' code (recharts, @mantine/charts: ~120 KB gzip) loads when the first chart shows, not
// with the progress screen (docs/stack.md "Charts"); ChartOrTable waits for it under Suspense.

export const LazyPunchCardChart = lazyComponent(
  () => import('./punch-card-chart'),
  (module) => module.PunchCardChart,
)

export const LazyTopicStudentsChart = lazyComponent(
  () => import('../topic-dialog/topic-students-chart'),
  (module) => module.TopicStudentsChart,
)
