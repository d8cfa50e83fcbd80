// TODO(issue 3): replaced by the real feedback form before this issue is resolved.
export function FeedbackButton() {
  return null
}
