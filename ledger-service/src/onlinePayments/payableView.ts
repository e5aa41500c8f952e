import type { OnlinePaymentsDeps } from './deps';
import { onlinePayable } from './payable';

/**
 * What the citizen's pay page shows before paying: the property, what is owed today and the rebate
 * an online payment of the whole amount earns. The same computation as the amount initiate_payment
 * charges, so the page never offers one figure and the gateway asks for another.
 */
export async function payableView(deps: OnlinePaymentsDeps, propertyUniqueId: string) {
  const { property, onDate, dues, rebate, payablePaise } = await onlinePayable(
    deps,
    propertyUniqueId.toUpperCase(),
    deps.now(),
  );
  return {
    propertyUniqueId: property.propertyUniqueId,
    ownerName: property.details.ownerName,
    propertyAddress: property.details.propertyAddress ?? null,
    houseNumber: property.details.houseNumber ?? null,
    onDate,
    arrearsPaise: dues.arrearsPaise,
    interestPaise: dues.interestPaise,
    currentPaise: dues.currentPaise,
    advancePaise: dues.advancePaise,
    totalPaise: dues.totalPaise,
    rebate: rebate
      ? { percentage: rebate.percentage, description: rebate.description, amountPaise: rebate.totalPaise }
      : null,
    netPayablePaise: payablePaise,
  };
}
