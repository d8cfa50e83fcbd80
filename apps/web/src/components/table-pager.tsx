import { Group, NativeSelect, Pagination, Text } from '@mantine/core'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'

type Props = {
  page: number
  pages: number
  onPageChange: (page: number) => void
  /** The rows shown: "1–20 von 35". */
  range: { from: number; to: number; total: number }
  /** Names the page list for screen readers ("Seiten der Fächerliste"). */
  label: string
  /** Where the teacher may choose how many rows a page shows. */
  pageSize?: {
    label: string
    value: number
    options: readonly number[]
    onChange: (size: number) => void
  }
}

/**
 * The one pager of every table, always below it: rows per page and the range on the left, the pages
 * on the right (docs/design.md "Tables and lists").
 */
export function TablePager({ page, pages, onPageChange, range, label, pageSize }: Props) {
  const { t } = useTranslation()
  const sizeId = useId()
  return (
    <Group justify="space-between" gap="md" mt="md" className="table-pager">
      <Group gap="sm">
        {pageSize && (
          <>
            <Text component="label" htmlFor={sizeId} size="sm">
              {pageSize.label}
            </Text>
            <NativeSelect
              id={sizeId}
              size="sm"
              w={80}
              data={pageSize.options.map(String)}
              value={String(pageSize.value)}
              onChange={(event) => {
                const size = Number(event.currentTarget.value)
                if (pageSize.options.includes(size)) pageSize.onChange(size)
              }}
            />
          </>
        )}
        <Text size="sm" aria-live="polite">
          {t('common.paging.range', range)}
        </Text>
      </Group>
      {pages > 1 && (
        <nav aria-label={label}>
          <Pagination
            total={pages}
            value={page}
            onChange={onPageChange}
            size="sm"
            getItemProps={(item) => ({ 'aria-label': t('common.paging.page', { page: item }) })}
            getControlProps={(control) =>
              control === 'previous'
                ? { 'aria-label': t('common.paging.previous') }
                : control === 'next'
                  ? { 'aria-label': t('common.paging.next') }
                  : {}
            }
          />
        </nav>
      )}
    </Group>
  )
}

/** The pager's page, page count and range for a server's page of a list (`page`, `per_page`, `total`). */
export function pagingOf(answer: { page: number; per_page: number; total: number; items: unknown[] }) {
  const first = (answer.page - 1) * answer.per_page
  return {
    page: answer.page,
    pages: Math.max(1, Math.ceil(answer.total / answer.per_page)),
    range: { from: first + 1, to: first + answer.items.length, total: answer.total },
  }
}
