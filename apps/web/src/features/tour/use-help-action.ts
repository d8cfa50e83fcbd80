// TODO(issue 3): replaced by the real Hilfe action before this issue is resolved.
export function useHelpAction() {
  return () => {}
}
