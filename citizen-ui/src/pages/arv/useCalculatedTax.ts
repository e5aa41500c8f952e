import { useCallback, useEffect, useState } from 'react';
import { clientErrorMessage, type CalculatedTax } from '@ptax/contracts';

/** The API beside the app (ARCHITECTURE.md: one port, the API under /api). */
const API = '/api';

export type CalculatedTaxState =
  { status: 'loading' } | { status: 'failed'; message: string } | { status: 'loaded'; data: CalculatedTax };

async function fetchCalculatedTax(
  propertyUniqueId: string,
  financialYear: string | undefined,
): Promise<CalculatedTax> {
  const query = new URLSearchParams({ propertyUniqueId, ...(financialYear ? { financialYear } : {}) });
  let response: Response;
  try {
    response = await fetch(`${API}/properties/calculateTax?${query}`, {
      headers: { Accept: 'application/json' },
    });
  } catch {
    throw new Error(clientErrorMessage({ kind: 'noReply' }));
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) throw new Error(clientErrorMessage({ kind: 'reply', status: response.status, body }));
  return (body as { data: CalculatedTax }).data;
}

/** GET properties/calculateTax for the property and year; `reload` asks again after a failure. */
export function useCalculatedTax(propertyUniqueId: string, financialYear: string | undefined) {
  const [state, setState] = useState<CalculatedTaxState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    fetchCalculatedTax(propertyUniqueId, financialYear).then(
      (data) => current && setState({ status: 'loaded', data }),
      (error: Error) => current && setState({ status: 'failed', message: error.message }),
    );
    return () => {
      current = false;
    };
  }, [propertyUniqueId, financialYear, attempt]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, reload };
}
