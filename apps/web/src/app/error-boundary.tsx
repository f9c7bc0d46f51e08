import { Component, type ReactNode } from 'react';
import { AppErrorScreen } from './app-error-screen.tsx';

/** The top-level boundary: any error thrown while rendering shows the Application Error screen. */
export class TopLevelErrorBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override render() {
    return this.state.error ? <AppErrorScreen error={this.state.error} /> : this.props.children;
  }
}
