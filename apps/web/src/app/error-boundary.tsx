import { Component, lazy, type ReactNode, Suspense } from 'react';
import { buttonClasses } from '../components/ui/button.tsx';

/**
 * The Application Error screen loads when it is needed, not with every first load; if its code cannot
 * be fetched either (offline, or a new release replaced the files), a plain screen says so.
 */
const AppErrorScreen = lazy(() =>
  import('./app-error-screen.tsx').then(
    ({ AppErrorScreen }) => ({ default: AppErrorScreen }),
    () => ({ default: PlainErrorScreen }),
  ),
);

function PlainErrorScreen() {
  return (
    <main className="grid min-h-dvh place-items-center p-6 text-center">
      <div>
        <h1 className="font-bold text-2xl">Application Error</h1>
        <p className="mt-2 text-muted">Something went wrong in the application.</p>
        <button
          type="button"
          className={buttonClasses('primary', 'lg', 'mt-6')}
          onClick={() => window.location.reload()}
        >
          Try Again
        </button>
      </div>
    </main>
  );
}

/** The top-level boundary: any error thrown while rendering shows the Application Error screen. */
export class TopLevelErrorBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <Suspense fallback={null}>
        <AppErrorScreen error={this.state.error} />
      </Suspense>
    );
  }
}
