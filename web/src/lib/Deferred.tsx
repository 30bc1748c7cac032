// Lazy extras that must never take the page down (the cookie banner, the footer, the home page's sections):
// a Suspense boundary plus an error boundary that shows the fallback instead of a failed chunk or render.
import { Component, Suspense, type ReactNode } from 'react';

export interface DeferredProps {
  /** Names the content for readers and React's developer tools. */
  name: string;
  /** Shown while the code loads and if it fails (nothing by default). */
  fallback?: ReactNode;
  /** Shown instead of `fallback` if it fails. */
  failure?: ReactNode;
  children: ReactNode;
}

export class Deferred extends Component<DeferredProps, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    const fallback = this.props.fallback ?? null;
    if (this.state.failed) return this.props.failure ?? fallback;
    return <Suspense fallback={fallback}>{this.props.children}</Suspense>;
  }
}
