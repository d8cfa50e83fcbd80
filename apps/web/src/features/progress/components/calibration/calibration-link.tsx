import { Button } from '@mantine/core'
import { IconArrowsDiff } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { calibrationOf } from '../../../../lib/progress-links'

/** The way to the calibration screen from the statistics and the student overview (issue 19). */
export function CalibrationLink({ moduleId, eventId }: { moduleId: number; eventId: number }) {
  const { t } = useTranslation()
  return (
    <Button
      component={Link}
      to={calibrationOf({ module_id: moduleId, event_id: eventId })}
      variant="default"
      leftSection={<IconArrowsDiff size={18} aria-hidden />}
    >
      {t('progressCalibration.toCalibration')}
    </Button>
  )
}
