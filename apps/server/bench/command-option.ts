/** The value after `--name` on the bench script's command line, if given (`--rounds 3`). */
export function commandOption(name: string): string | undefined {
  const at = process.argv.indexOf(name)
  return at >= 0 ? process.argv[at + 1] : undefined
}
