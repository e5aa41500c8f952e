import type { PublicProperty } from './api';
import type { LedgerTexts } from './texts';

/** Who and where, from the public record: owner, father or husband, house, address, mohalla and ward. */
export function PropertyHeader({ property, t }: { property: PublicProperty; t: LedgerTexts }) {
  const ward = [property.wardNo, property.wardName]
    .filter((part) => part !== null && part !== '')
    .join(' - ');
  const facts: [string, string | null, string][] = [
    [t.propertyId, property.propertyUniqueId, 'property-id'],
    [t.owner, property.ownerName, 'owner'],
    [t.fatherName, property.fatherName, 'father-name'],
    [t.husbandName, property.husbandName, 'husband-name'],
    [t.houseNumber, property.houseNumber, 'house-number'],
    [t.address, property.propertyAddress, 'address'],
    [t.mohalla, property.mohallaName, 'mohalla'],
    [t.ward, ward || null, 'ward'],
  ];
  return (
    <section className="ledger-card" aria-labelledby="ledger-details-heading">
      <h2 id="ledger-details-heading">{t.detailsHeading}</h2>
      <dl className="ledger-facts">
        {facts
          .filter(([, value]) => value)
          .map(([label, value, testId]) => (
            <div key={testId}>
              <dt>{label}</dt>
              <dd data-testid={testId}>{value}</dd>
            </div>
          ))}
      </dl>
    </section>
  );
}
