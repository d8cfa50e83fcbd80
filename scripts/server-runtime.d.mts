/** See server-runtime.mjs: plain JavaScript, so `npm start`, the benchmark and the tests share it. */
export declare const serverNodeArgs: string[]
export declare function serverEnv(env?: NodeJS.ProcessEnv): NodeJS.ProcessEnv
