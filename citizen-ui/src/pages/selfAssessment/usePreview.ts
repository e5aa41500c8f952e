import { useEffect, useState } from 'react';
import type { Assessment } from '@ptax/contracts';
import { previewTax } from './api';

/** How long typing must pause before the preview is asked for. */
export const PREVIEW_DELAY_MS = 400;

export interface Preview {
  /** The last answer, kept on screen while the next one is on its way. */
  assessment: Assessment | null;
  updating: boolean;
  failure: string | null;
}

const NOTHING: Preview = { assessment: null, updating: false, failure: null };

/**
 * GET properties/taxCalculations for the form as it stands, once typing pauses; a request that a
 * newer query overtook is aborted and its answer, should one still arrive, is ignored.
 */
export function usePreview(query: string | null): Preview {
  const [preview, setPreview] = useState<Preview>(NOTHING);
  useEffect(() => {
    if (query === null) return;
    const controller = new AbortController();
    const current = () => !controller.signal.aborted;
    setPreview((was) => ({ ...was, updating: true }));
    const timer = setTimeout(() => {
      previewTax(query, controller.signal).then(
        (assessment) => current() && setPreview({ assessment, updating: false, failure: null }),
        (error: Error) =>
          current() && setPreview({ assessment: null, updating: false, failure: error.message }),
      );
    }, PREVIEW_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query]);
  return query === null ? NOTHING : preview;
}
