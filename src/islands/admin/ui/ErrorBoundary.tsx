// The generic screen for a crash inside the admin area (document 3 §8): 'Something went wrong',
// 'Please try refreshing the page.', and the buttons Refresh Page and Try Again.
import { Component, type ReactNode } from "react";

interface State {
  failed: boolean;
}

/** Catches a render error below it and offers a refresh or another try. */
export default class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="admin-crash" role="alert">
        <h2>Something went wrong</h2>
        <p>Please try refreshing the page.</p>
        <div className="admin-crash__actions">
          <button type="button" className="admin-button" onClick={() => window.location.reload()}>
            Refresh Page
          </button>
          <button
            type="button"
            className="admin-button admin-button--secondary"
            onClick={() => this.setState({ failed: false })}
          >
            Try Again
          </button>
        </div>
      </div>
    );
  }
}
