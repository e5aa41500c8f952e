import { evolveLedger, initialLedgerState, type LedgerState, type RecordedEvent } from '@ptax/contracts';
import { evolveProperty, initialPropertyState, type PropertyState } from '../properties/property';

// What money decisions about a property need: the register (is it there, is it deleted) and the
// ledger, both folded from the one stream `property-<propertyUniqueId>`.

export interface AccountState {
  property: PropertyState;
  ledger: LedgerState;
}

export const initialAccountState: AccountState = {
  property: initialPropertyState,
  ledger: initialLedgerState,
};

export function evolveAccount(state: AccountState, event: RecordedEvent): AccountState {
  const property = evolveProperty(state.property, event);
  const ledger = evolveLedger(state.ledger, event);
  return property === state.property && ledger === state.ledger ? state : { property, ledger };
}
