import { PageLoadTimeoutError, withTimeout } from './lazyPage';

afterEach(() => jest.useRealTimers());

describe('the page chunk time-out', () => {
  it('rejects a load that has not settled in time, and not a moment earlier', async () => {
    jest.useFakeTimers();
    const outcome = jest.fn();
    withTimeout(new Promise(() => {}), 1000).catch(outcome);

    await jest.advanceTimersByTimeAsync(999);
    expect(outcome).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(outcome).toHaveBeenCalledWith(expect.any(PageLoadTimeoutError));
  });

  it('passes on a load that arrives in time and stops its timer', async () => {
    jest.useFakeTimers();
    await expect(withTimeout(Promise.resolve('page'), 1000)).resolves.toBe('page');
    expect(jest.getTimerCount()).toBe(0);
  });

  it('passes on the error of a load that fails in time', async () => {
    const lost = new Error('network lost');
    await expect(withTimeout(Promise.reject(lost), 1000)).rejects.toBe(lost);
  });
});
