import { createToasts } from './toasts';

describe('the toast queue', () => {
  afterEach(() => jest.useRealTimers());

  it('keeps a toast for its life, 2000 ms by default (SPEC section 9)', () => {
    jest.useFakeTimers();
    const toasts = createToasts();
    toasts.show({ severity: 'info', summary: 'Saved' });
    toasts.show({ severity: 'success', summary: 'Logout Success!', life: 3000 });
    jest.advanceTimersByTime(1999);
    expect(toasts.list().map((toast) => toast.summary)).toEqual(['Saved', 'Logout Success!']);
    jest.advanceTimersByTime(1);
    expect(toasts.list().map((toast) => toast.summary)).toEqual(['Logout Success!']);
    jest.advanceTimersByTime(1000);
    expect(toasts.list()).toEqual([]);
  });

  it('lets the user dismiss a toast and tells subscribers', () => {
    const toasts = createToasts();
    const listener = jest.fn();
    toasts.subscribe(listener);
    const id = toasts.show({ severity: 'error', summary: 'Error', detail: 'Employee not found' });
    toasts.dismiss(id);
    expect(toasts.list()).toEqual([]);
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
