import { act, render, screen } from '@testing-library/react';
import { Component, Suspense, type ReactNode } from 'react';
import { lazyPage } from './lazyPage';

class Boundary extends Component<{ children: ReactNode }, { error?: Error }> {
  override state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p>failed: {this.state.error.message}</p> : this.props.children;
  }
}

describe('a lazily loaded page', () => {
  afterEach(() => jest.useRealTimers());
  afterEach(() => jest.restoreAllMocks());

  it('renders once its chunk arrives', async () => {
    const Page = lazyPage(async () => ({ default: () => <p>loaded page</p> }));
    render(
      <Suspense fallback={<p>loading</p>}>
        <Page />
      </Suspense>,
    );
    expect(await screen.findByText('loaded page')).toBeInTheDocument();
  });

  it('fails when the chunk has not arrived in time (SPEC section 9: 120 seconds)', async () => {
    jest.useFakeTimers();
    const Page = lazyPage(() => new Promise<never>(() => {}));
    jest.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <Boundary>
        <Suspense fallback={<p>loading</p>}>
          <Page />
        </Suspense>
      </Boundary>,
    );
    expect(screen.getByText('loading')).toBeInTheDocument();
    await act(async () => {
      jest.advanceTimersByTime(119_999);
    });
    expect(screen.getByText('loading')).toBeInTheDocument();
    await act(async () => {
      jest.advanceTimersByTime(1);
    });
    expect(screen.getByText('failed: The page took too long to load')).toBeInTheDocument();
  });
});
