// TODO(issue 3): replaced by the real tour before this issue is resolved.
export function TourRunner() {
  return null
}
