/** See server-bundle.mjs: plain JavaScript, so `npm start` and the tests share it. */
export declare const serverBundle: string
export declare const adminBundle: string
export declare function newestChange(dir: string): number
export declare function serverNeedsBuild(): boolean
export declare function ensureServerBundle(): boolean
