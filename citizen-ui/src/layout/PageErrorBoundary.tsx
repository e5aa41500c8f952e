import { Component, type ReactNode } from 'react';
import ErrorPage from '../pages/error/ErrorPage';

interface Props {
  /** The current path: leaving a failed page clears the error. */
  pathname: string;
  children: ReactNode;
}

interface State {
  failed: boolean;
  pathname: string;
}

/** A page that fails to load or render (a chunk time-out, a lost connection) shows the error page. */
export class PageErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, pathname: this.props.pathname };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (props.pathname === state.pathname) return null;
    return { failed: false, pathname: props.pathname };
  }

  override render() {
    // React.lazy keeps a failed load, so Home must reload the document to fetch the chunks again.
    return this.state.failed ? <ErrorPage fullReload /> : this.props.children;
  }
}
