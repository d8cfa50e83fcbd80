#!/usr/bin/env node
// `npm run admin -- <command>`: the provider's commands (apps/server/src/cli/admin.ts) from their
// bundle, built first when missing or older than the sources, as `npm start` does (decision 040). The
// bundle starts on half the CPU of the source under tsx, which matters on a school's small server and
// in the tests that run these commands.
import { spawn } from 'node:child_process'
import { adminBundle, ensureServerBundle } from './server-bundle.mjs'
import { serverEnv, serverNodeArgs } from './server-runtime.mjs'

if (!ensureServerBundle()) process.exit(1)

const command = spawn(process.execPath, [...serverNodeArgs, adminBundle, ...process.argv.slice(2)], {
  env: serverEnv(),
  stdio: 'inherit',
})
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => command.kill(signal))
command.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
