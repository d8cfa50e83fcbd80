import { create } from 'zustand'
import { createJSONStorage, persist } from 'zustand/middleware'
import { defaultLanguage, isLanguage, type Language } from './i18n'

/**
 * What the client keeps between visits (docs/product/modules.md "What the browser keeps"). Server data
 * (groups, subjects, modules) lives in TanStack Query and is not copied here: on a shared school laptop a
 * stale copy of another teacher's classes in local storage would be worse than a fresh request.
 */
export type ModulesViewType = 'grid' | 'list'
export type PagingSetting = { perPage: number; page: number }
/**
 * How a table was left: sort, rows per page, page. Written by the feature that owns the table, which
 * also checks what it reads back (a value saved by an older version may no longer be valid).
 */
export type TableSetting = { sortColumn?: string; sortDirection?: string; pageSize?: number; page?: number }

export type ClientState = {
  language: Language
  modulesTabIndex: number
  modulesViewType: ModulesViewType
  activeModulesFilter: { active: boolean; finished: boolean }
  activeTab: string | null
  paging: Record<'openHomeworks' | 'closedHomeworks' | 'openExams' | 'closedExams', PagingSetting>
  openedDetails: Record<string, number[]>
  tables: Record<string, TableSetting>
  /** Grid column widths per module id, as the teacher dragged them (features/modules/model/column-widths). */
  gridColumnWidths: Record<string, number[]>
  /** The overview's feed sidebars the teacher closed, by feed name; open unless closed. */
  closedFeedSidebars: Record<string, boolean>
}

type ClientActions = {
  setLanguage: (language: Language) => void
  update: (patch: Partial<ClientState>) => void
  setTable: (table: string, setting: TableSetting) => void
  reset: () => void
}

const firstPage: PagingSetting = { perPage: 10, page: 1 }

export const initialClientState: ClientState = {
  language: defaultLanguage,
  modulesTabIndex: 0,
  modulesViewType: 'grid',
  activeModulesFilter: { active: true, finished: false },
  activeTab: null,
  paging: {
    openHomeworks: firstPage,
    closedHomeworks: firstPage,
    openExams: firstPage,
    closedExams: firstPage,
  },
  openedDetails: {},
  tables: {},
  gridColumnWidths: {},
  closedFeedSidebars: {},
}

export const clientStateStorageKey = 'lernraster.client-state'

export const useClientState = create<ClientState & ClientActions>()(
  persist(
    (set) => ({
      ...initialClientState,
      setLanguage: (language) => set({ language }),
      update: (patch) => set(patch),
      setTable: (table, setting) => set((state) => ({ tables: { ...state.tables, [table]: setting } })),
      // The language is the person's choice for this browser, not session data: it survives logout.
      reset: () => set((state) => ({ ...initialClientState, language: state.language })),
    }),
    {
      name: clientStateStorageKey,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      merge: (persisted, current) => {
        const saved = (persisted ?? {}) as Partial<ClientState>
        return {
          ...current,
          ...saved,
          language: isLanguage(saved.language) ? saved.language : current.language,
          tables: typeof saved.tables === 'object' && saved.tables !== null ? saved.tables : current.tables,
          gridColumnWidths:
            typeof saved.gridColumnWidths === 'object' && saved.gridColumnWidths !== null
              ? saved.gridColumnWidths
              : current.gridColumnWidths,
          closedFeedSidebars:
            typeof saved.closedFeedSidebars === 'object' && saved.closedFeedSidebars !== null
              ? saved.closedFeedSidebars
              : current.closedFeedSidebars,
        }
      },
    },
  ),
)

/** Resolves once the saved state is back; navigation waits for it. */
export function whenClientStateRestored(): Promise<void> {
  if (useClientState.persist.hasHydrated()) return Promise.resolve()
  return new Promise((resolve) => {
    const stop = useClientState.persist.onFinishHydration(() => {
      stop()
      resolve()
    })
  })
}
