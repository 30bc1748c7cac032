// The generic error screen ('Something went wrong' / 'Try again'): a class boundary and the router's errorElement.
// Plain elements: it must show even when a lazy chunk (such as antd's) failed to load.
import { Component, useEffect, type ErrorInfo, type ReactNode } from 'react';
import { useRouteError } from 'react-router-dom';
import { GENERIC } from '@contracts/messages';
import { raiseClientError } from '../lib/clientErrorEvent';

export function ErrorScreen({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="error-screen" role="alert">
      <p className="error-screen-title">{GENERIC.somethingWentWrong}</p>
      <button type="button" className="pp-btn pp-btn-primary" onClick={onRetry}>
        {GENERIC.tryAgain}
      </button>
    </div>
  );
}

/** Catches render errors outside the router (providers, shell) and lets the user retry the render. */
export class ErrorBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  state = { error: null as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Render error', error, info.componentStack);
    raiseClientError({ kind: 'boundary', error });
  }

  render() {
    if (this.state.error) return <ErrorScreen onRetry={() => this.setState({ error: null })} />;
    return this.props.children;
  }
}

/** The router's errorElement: a failed lazy chunk or a render error inside a route; retry reloads the page. */
export function RouteError() {
  const error = useRouteError();
  console.error('Route error', error);
  useEffect(() => raiseClientError({ kind: 'boundary', error }), [error]);
  return <ErrorScreen onRetry={() => window.location.reload()} />;
}
