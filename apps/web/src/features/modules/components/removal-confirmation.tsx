import '../texts'
import { useTranslation } from 'react-i18next'
import { RemovalForm } from '../../../components/removal-form'
import { type RemovalRequest, useRemovalImpactQuery } from '../api/removal-impact'
import { removalSummary } from '../model/removal-summary'

type Props = {
  request: RemovalRequest
  /** The question in bold above the figures; 'In den Papierkorb verschieben?' unless the caller names the thing. */
  title?: string
  confirmLabel?: string
  /**
   * The removal itself. The panel is busy until it settles; a rejection is shown here (the panel
   * stays, so the teacher can try again or cancel), a resolution is the caller's to follow up.
   */
  // biome-ignore lint/suspicious/noConfusingVoidType: callers pass a plain handler or one returning mutateAsync()'s promise
  onConfirm: () => Promise<unknown> | void
  onCancel: () => void
}

/**
 * The detailed confirmation of removing a module or a part of it (docs/product/modules.md "Removing"): the
 * removal's figures from GET /modules/removalImpact. It goes to the trash, so no typed word (decision 022).
 */
export function RemovalConfirmation({ request, title, confirmLabel, onConfirm, onCancel }: Props) {
  const { t, i18n } = useTranslation()
  const impact = useRemovalImpactQuery(request)
  return (
    <RemovalForm
      title={title ?? t('moduleList.removal.title')}
      impact={impact}
      summary={(data) => removalSummary(data, request.scope, t, i18n.language)}
      confirmLabel={confirmLabel ?? t('moduleList.removal.confirm')}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  )
}
