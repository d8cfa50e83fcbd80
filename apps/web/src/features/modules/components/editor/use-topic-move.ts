import type { ModuleDetail } from '@lernraster/shared'
import { useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { showSnackbar } from '../../../../lib/snackbar'
import { useFailureText } from '../../../../lib/use-failure-text'
import { useSwapTopicMutation } from '../../api/grid-mutations'
import { moduleKeys } from '../../api/module-queries'
import { applyMove, type CellAddress, type GridModel, moveTopic } from '../../model/grid-model'

/**
 * A topic dropped on a cell (by mouse, touch or keyboard): the model decides, the grid shows the
 * result at once, the server makes it so and the module reloads. A refused swap puts the grid back
 * as the server has it and says why.
 */
export function useTopicMove(module: ModuleDetail | undefined, model: GridModel) {
  const { t } = useTranslation()
  const failureText = useFailureText()
  const queryClient = useQueryClient()
  const swap = useSwapTopicMutation(module?.id ?? 0)

  function move(topicId: number, to: CellAddress) {
    const command = moveTopic(model, topicId, to)
    if (!command.ok) {
      if (command.reason === 'noBlock')
        showSnackbar(t('moduleEditor.drag.noBlock', { column: to.column }), 'info')
      return
    }
    if (!module || swap.isPending) return
    const key = moduleKeys.detail(module.id)
    void queryClient.cancelQueries({ queryKey: key })
    queryClient.setQueryData<ModuleDetail>(key, applyMove(module, command))
    swap.mutateAsync(command.call.body).catch((error: unknown) => {
      void queryClient.invalidateQueries({ queryKey: key })
      showSnackbar(`${t('moduleEditor.drag.failed')} ${failureText(error)}`, 'danger')
    })
  }

  return { move, moving: swap.isPending }
}
