import '../../../components/grid/grid-table.css'
import type { StoreGridBlock } from '@lernraster/shared'
import { List, Modal, Text, UnstyledButton } from '@mantine/core'
import { IconArrowsHorizontal } from '@tabler/icons-react'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { rowColour } from '../../../components/grid/row-colours'
import { storeGridWidth } from '../model/store-grid-width'

type Topic = StoreGridBlock['topics'][number]
type Props = { blocks: StoreGridBlock[]; rows: number; columns: number }

/**
 * The grid a buyer sees before buying: block names as columns, topic titles by level, read-only.
 * A topic opens the list of its question titles; texts, files and solutions come with the purchase.
 */
export function StoreGrid({ blocks, rows, columns }: Props) {
  const { t } = useTranslation()
  const [shown, setShown] = useState<Topic | null>(null)
  const byColumn = Array.from({ length: columns }, (_, index) =>
    blocks.find((block) => block.order === index + 1),
  )
  const width = storeGridWidth(columns)
  const scroller = useRef<HTMLDivElement>(null)
  const overflowing = useOverflow(scroller)
  return (
    <div>
      {overflowing && (
        <Text size="xs" c="dimmed" mb={4} style={{ display: 'flex', alignItems: 'center', gap: 4 }}>
          <IconArrowsHorizontal size={14} aria-hidden />
          {t('moduleStore.module.scrollHint')}
        </Text>
      )}
      <div className="module-grid-scroll" ref={scroller}>
        {/* The columns share the room (issue 38): as wide as in the viewer at most, sideways only beyond. */}
        <div style={{ minWidth: width.min, maxWidth: width.max }}>
          <table className="module-grid">
            <caption className="module-grid-caption">{t('moduleStore.module.gridCaption')}</caption>
            <colgroup>
              <col style={{ width: 44 }} />
              {byColumn.map((_, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: columns are positions
                <col key={index} />
              ))}
            </colgroup>
            <thead>
              <tr>
                <th className="module-grid-corner" scope="col" />
                {byColumn.map((block, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: columns are positions
                  <th key={index} className="module-grid-head" scope="col">
                    <span className="module-grid-head-name" title={block?.name}>
                      <span className="module-grid-head-text">{block?.name ?? ''}</span>
                    </span>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {Array.from({ length: rows }, (_, rowIndex) => {
                const row = rowIndex + 1
                const colour = rowColour(row, rows)
                const style = {
                  '--row-bg': colour.background,
                  '--row-text': colour.text,
                } as React.CSSProperties
                return (
                  <tr key={row} style={style}>
                    <th className="module-grid-row-head" scope="row">
                      {row}
                    </th>
                    {byColumn.map((block, columnIndex) => {
                      const topic = block?.topics.find((candidate) => candidate.order === row)
                      return (
                        // biome-ignore lint/suspicious/noArrayIndexKey: columns are positions
                        <td key={columnIndex} className="module-grid-cell">
                          {topic && (
                            <UnstyledButton
                              onClick={() => setShown(topic)}
                              title={topic.title}
                              aria-label={t('moduleStore.module.openTopic', { title: topic.title })}
                              aria-haspopup="dialog"
                              style={{
                                width: '100%',
                                height: '100%',
                                padding: 8,
                                background: 'var(--mantine-color-white)',
                                borderRadius: 'var(--mantine-radius-sm)',
                                display: 'flex',
                                flexDirection: 'column',
                                justifyContent: 'space-between',
                                gap: 4,
                              }}
                            >
                              <Text size="sm" lineClamp={3} lang="de" style={{ hyphens: 'auto' }}>
                                {topic.title}
                              </Text>
                              {/* Like every grid's tile (docs/design.md "The grid"): its question count. */}
                              <Text size="xs" c="dimmed">
                                {t('moduleStore.module.questionsCount', { count: topic.questions.length })}
                              </Text>
                            </UnstyledButton>
                          )}
                        </td>
                      )
                    })}
                  </tr>
                )
              })}
            </tbody>
          </table>
        </div>
      </div>
      <Modal
        opened={shown !== null}
        onClose={() => setShown(null)}
        title={shown ? t('moduleStore.module.questions', { title: shown.title }) : ''}
        closeButtonProps={{ 'aria-label': t('moduleStore.module.close') }}
      >
        {shown?.questions.length === 0 ? (
          <Text size="sm">{t('moduleStore.module.noQuestions')}</Text>
        ) : (
          <List spacing="xs">
            {shown?.questions.map((question) => (
              <List.Item key={question.id}>{question.title}</List.Item>
            ))}
          </List>
        )}
      </Modal>
    </div>
  )
}

/** Whether the element is narrower than its content: then a hint says the grid scrolls sideways. */
function useOverflow(ref: React.RefObject<HTMLElement | null>): boolean {
  const [overflowing, setOverflowing] = useState(false)
  useEffect(() => {
    const element = ref.current
    if (!element) return
    const check = () => setOverflowing(element.scrollWidth > element.clientWidth + 1)
    check()
    if (typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(check)
    observer.observe(element)
    return () => observer.disconnect()
  }, [ref])
  return overflowing
}
