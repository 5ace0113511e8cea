import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ServerErrorPage } from './server-error-page.tsx';

/**
 * Last line of defence around everything, router included: an error outside any route
 * (a provider, the site gate) still ends on the 500 page, not a blank screen.
 */
export class AppErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Unhandled error', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? <ServerErrorPage /> : this.props.children;
  }
}
