import { paths } from '../../../../lib/paths'

/**
 * Where a module opens: the configurator for drafts, the viewer for every module (docs/product/modules.md
 * "Own tab").
 */
export const configuratorOf = (id: number) => `${paths.moduleConfigurator}?module_id=${id}`
export const viewerOf = (id: number) => `${paths.moduleViewer}?module_id=${id}`

/** The selector of a module's title link, where the cursor goes once a copy of it is made. */
export const moduleLinkOf = (id: number) => `[data-module-link="${id}"]`
