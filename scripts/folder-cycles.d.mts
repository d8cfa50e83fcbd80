/** See folder-cycles.mjs: plain JavaScript, so the server's and the web app's tests share it. */
export type FolderGraph = Map<string, Map<string, string[]>>
export declare function relativeImports(dir: string): [importingFile: string, target: string][]
export declare function folderGraph(root: string): FolderGraph
export declare function folderCycles(graph: FolderGraph): string[]
