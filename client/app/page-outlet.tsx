/**
 * The page inside the frame. A page that failed to load, or throws while rendering, shows the
 * error screen in its place; the frame (header, footer) stays usable.
 */
import { Component, type ReactNode } from 'react';
import { RouteErrorScreen } from '../components/layout/route-error-screen.tsx';
import { useLocation } from 'react-router-dom';
import { useShownPage } from './route-context.ts';

class PageErrorBoundary extends Component<{ children: ReactNode }, { message: string | null }> {
  override state = { message: null };
  static getDerivedStateFromError(error: unknown) {
    return { message: error instanceof Error ? error.message : String(error) };
  }
  override render() {
    return this.state.message === null ? this.props.children : <RouteErrorScreen message={this.state.message} />;
  }
}

export function PageOutlet() {
  const { Page, error } = useShownPage();
  // A new page starts without the previous page's render error.
  const { key } = useLocation();
  if (error !== undefined) return <RouteErrorScreen message={error} />;
  return (
    <PageErrorBoundary key={key}>
      <Page />
    </PageErrorBoundary>
  );
}
