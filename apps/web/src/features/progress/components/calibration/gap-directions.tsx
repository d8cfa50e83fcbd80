import type { GapDirection } from '@lernraster/shared'
import { useTranslation } from 'react-i18next'
import { topicDirections } from '../../model/calibration-view'

const arrows: Record<GapDirection, string> = { higher: '↑', lower: '↓' }

/** Large gaps by direction, arrow and words ("↑ 3 höher, ↓ 1 tiefer"), never colour alone; "keine" without. */
export function GapDirections({ higher, lower }: { higher: number; lower: number }) {
  const { t } = useTranslation()
  const parts = topicDirections({ higher, lower })
  if (parts.length === 0) return <>{t('progressCalibration.topics.none')}</>
  return (
    <>
      {parts.map(({ direction, count }, index) => (
        <span key={direction} style={{ whiteSpace: 'nowrap' }}>
          {index > 0 && ', '}
          <span aria-hidden>{arrows[direction]} </span>
          {t(`progressCalibration.topics.${direction}`, { count })}
        </span>
      ))}
    </>
  )
}
