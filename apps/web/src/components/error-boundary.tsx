import { Component, type ReactNode } from 'react'

type Props = { fallback: ReactNode; children: ReactNode }

/** The one error boundary: a chunk that did not load or a screen that crashed shows `fallback`. */
export class ErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  override componentDidCatch(error: unknown) {
    console.error('Screen failed', error)
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children
  }
}
