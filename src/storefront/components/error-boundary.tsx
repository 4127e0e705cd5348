/**
 * The app's error screen (docs/product.md#not-found: "Unexpected Application Error!"): shown when a screen throws while
 * rendering, or its code cannot be downloaded. Moving to another page tries again.
 */
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { common } from '../i18n/common';

interface Props {
  children: ReactNode;
  /** Changing it (the path) clears the error, so the shopper can navigate away from a broken screen. */
  resetKey?: string;
}

export class AppErrorBoundary extends Component<Props, { error: unknown; resetKey?: string }> {
  override state: { error: unknown; resetKey?: string } = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: { error: unknown; resetKey?: string }) {
    return props.resetKey !== state.resetKey ? { error: null, resetKey: props.resetKey } : null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    // Logged so the cause is not lost behind the friendly screen.
    console.error(error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <main className="route-error" id="main">
        <h1>{common.unexpectedError}</h1>
        <p>{common.unexpectedErrorHint}</p>
        <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
          {common.reloadPage}
        </button>
      </main>
    );
  }
}
