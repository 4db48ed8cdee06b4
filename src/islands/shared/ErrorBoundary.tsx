// The generic error screen around every island (document 2 §2.12, §8; document 3 §8): when an
// island fails while rendering, the visitor sees "Something went wrong" with Refresh Page and Try
// Again instead of a blank hole, and the rest of the static page keeps working.
import { Component, type ErrorInfo, type ReactNode } from "react";
import "./error-boundary.css";

interface Props {
  children: ReactNode;
}

interface State {
  failed: boolean;
}

/** Renders its children, or the generic error screen once they have thrown. */
export default class ErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error("An island failed:", error, info.componentStack);
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="island-error" role="alert">
        <h2 className="island-error__title">Something went wrong</h2>
        <p>Please try refreshing the page.</p>
        <div className="island-error__actions">
          <button type="button" className="button" onClick={() => window.location.reload()}>
            Refresh Page
          </button>
          <button
            type="button"
            className="button secondary"
            onClick={() => this.setState({ failed: false })}
          >
            Try Again
          </button>
        </div>
      </div>
    );
  }
}

/** `component` wrapped in the error boundary: use it as an island's default export. */
export function withErrorBoundary<P extends object>(component: (props: P) => ReactNode) {
  const Inner = component;
  const Wrapped = (props: P) => (
    <ErrorBoundary>
      <Inner {...props} />
    </ErrorBoundary>
  );
  Wrapped.displayName = `WithErrorBoundary(${component.name || "Island"})`;
  return Wrapped;
}
