import { useEffect, useState } from 'react';
import type { CalculatedTax } from '@ptax/contracts';
import { useHttp } from '../properties/api';

export type CalculatedTaxState =
  { status: 'loading' } | { status: 'failed'; message: string } | { status: 'loaded'; data: CalculatedTax };

/** GET properties/calculateTax for a property and year (none: the server's current year). */
export function useCalculatedTax(
  propertyUniqueId: string,
  financialYear: string | undefined,
): CalculatedTaxState {
  const http = useHttp();
  const [state, setState] = useState<CalculatedTaxState>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    http<{ data: CalculatedTax }>('/properties/calculateTax', {
      query: { propertyUniqueId, financialYear },
    }).then(
      (reply) => current && setState({ status: 'loaded', data: reply.json.data }),
      (error: Error) => current && setState({ status: 'failed', message: error.message }),
    );
    return () => {
      current = false;
    };
  }, [http, propertyUniqueId, financialYear]);
  return state;
}
