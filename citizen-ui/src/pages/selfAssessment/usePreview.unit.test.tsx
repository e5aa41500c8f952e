import { act, renderHook } from '@testing-library/react';
import { EXAMPLE_ASSESSMENT, BIGGER_ASSESSMENT } from './testFixtures';
import { PREVIEW_DELAY_MS, usePreview } from './usePreview';

interface Asked {
  url: string;
  signal: AbortSignal;
  answer: (data: unknown) => void;
}

let asked: Asked[];
beforeEach(() => {
  jest.useFakeTimers();
  asked = [];
  window.fetch = jest.fn(
    (url: string, init: RequestInit) =>
      new Promise((resolve) =>
        asked.push({
          url,
          signal: init.signal as AbortSignal,
          answer: (data) => resolve({ ok: true, status: 200, json: async () => ({ data }) } as Response),
        }),
      ),
  ) as unknown as typeof fetch;
});
afterEach(() => jest.useRealTimers());

const settle = () => act(async () => {});

describe('the tax preview while the form is typed in', () => {
  it('asks once typing pauses, for the latest form only', async () => {
    const { rerender } = renderHook(({ query }) => usePreview(query), {
      initialProps: { query: 'plotArea=1' },
    });
    await act(async () => jest.advanceTimersByTime(PREVIEW_DELAY_MS - 1));
    rerender({ query: 'plotArea=12' });
    await act(async () => jest.advanceTimersByTime(PREVIEW_DELAY_MS - 1));
    expect(asked).toHaveLength(0);
    await act(async () => jest.advanceTimersByTime(1));
    expect(asked.map((call) => call.url)).toEqual(['/api/properties/taxCalculations?plotArea=12']);
  });

  it('aborts a request a newer form overtook and ignores its late answer', async () => {
    const { result, rerender } = renderHook(({ query }) => usePreview(query), {
      initialProps: { query: 'plotArea=1200' },
    });
    await act(async () => jest.advanceTimersByTime(PREVIEW_DELAY_MS));
    rerender({ query: 'plotArea=2000' });
    expect(asked[0].signal.aborted).toBe(true);
    expect(result.current.updating).toBe(true);
    await act(async () => jest.advanceTimersByTime(PREVIEW_DELAY_MS));
    asked[1].answer(BIGGER_ASSESSMENT);
    await settle();
    asked[0].answer(EXAMPLE_ASSESSMENT);
    await settle();
    expect(result.current).toEqual({ assessment: BIGGER_ASSESSMENT, updating: false, failure: null });
  });
});
