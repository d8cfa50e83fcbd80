import type { ModuleSummary } from '@lernraster/shared'

/** What a card and a table row offer for an own module beyond opening it: the same in both. */
export type OwnModuleActions = {
  onActivate: (module: ModuleSummary) => void
  onShare: (module: ModuleSummary) => void
  onDuplicate: (module: ModuleSummary) => void
  onRemove: (module: ModuleSummary) => void
  /**
   * Publish (or a new version) and edit the store's metadata (docs/product/store.md "Publication states").
   */
  onPublish: (module: ModuleSummary) => void
  onEditMetaData: (module: ModuleSummary) => void
  /** Take back a submission that waits, or take the module off the store (decision 054). */
  onStoreExit: (module: ModuleSummary, kind: 'withdraw' | 'unlist') => void
}
