// TODO(issue 3): replaced by the real screen before this issue is resolved.
export function AccountSettingsPage() {
  return null
}
