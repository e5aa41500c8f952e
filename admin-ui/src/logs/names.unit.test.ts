import { EVENT_EXAMPLES } from '@ptax/contracts/src/testing/eventExamples';
import { describeChange } from '@ptax/projections/src/logs/describe';
import { NOT_LOGGED } from '@ptax/projections/src/logs/handlers';
import { fieldsEn, fieldsHi, valuesEn } from './names';
import { CHOICE_FIELDS } from './values';

const examples = () =>
  (Object.keys(EVENT_EXAMPLES) as (keyof typeof EVENT_EXAMPLES)[])
    .filter((type) => !NOT_LOGGED.has(type))
    .map((type) => ({ type, ...describeChange(type, 'property-0100100100000001A', EVENT_EXAMPLES[type]) }));

/** Every field a log row can show for the catalogue's examples: its details and its changes. */
function shownFields(): Map<string, string> {
  const fields = new Map<string, string>();
  for (const { type, details, changes } of examples()) {
    for (const field of [...Object.keys(details), ...Object.keys(changes ?? {})]) fields.set(field, type);
  }
  return fields;
}

describe('the names the Logs screen gives fields', () => {
  it('names in English and Hindi every field a row shows, so a Hindi screen has no English field names', () => {
    const unnamed = [...shownFields()]
      .filter(([field]) => !(field in fieldsEn) || !(field in fieldsHi))
      .map(([field, type]) => `${field} (${type})`);
    expect(unnamed).toEqual([]);
  });

  it('names every coded value it shows (a payment mode, who uploaded, how a password changed)', () => {
    const unnamed = examples().flatMap(({ type, details }) =>
      Object.entries(details)
        .filter(
          ([field, value]) => CHOICE_FIELDS.has(field) && typeof value === 'string' && !(value in valuesEn),
        )
        .map(([field, value]) => `${field}=${String(value)} (${type})`),
    );
    expect(unnamed).toEqual([]);
  });
});
