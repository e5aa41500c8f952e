import { useState } from 'react';
import { IDEMPOTENCY_HEADER } from '@ptax/contracts';

/**
 * One Idempotency-Key per fill of a form that records money: a double click or a retry after a lost
 * answer sends the same key, so the server records the payment once; `renew` starts the next fill.
 */
export function useIdempotencyKey() {
  const [key, setKey] = useState(() => crypto.randomUUID());
  return { headers: { [IDEMPOTENCY_HEADER]: key }, renew: () => setKey(crypto.randomUUID()) };
}
