// A plpgsql function run once per statement that inserts, updates or deletes rows of `table`, seeing
// them as the transition tables new_rows / old_rows: how the ledger's sums and dues follow its year rows
// in the projection's own transaction. It first holds the accrual day, so a refresh cannot move it
// under a batch (placeYears.ts).
export function statementTriggers(
  table: string,
  name: string,
  accrualDay: string,
  body: (changed: { inserted: string[]; deleted: string[] }) => string[],
): string {
  const branch = (inserted: string[], deleted: string[]) =>
    body({ inserted, deleted })
      .map((statement) => `${statement};`)
      .join('\n        ');
  const trigger = (op: string, tables: string) =>
    `CREATE TRIGGER ${name}_${op.toLowerCase()} AFTER ${op} ON ${table}
       REFERENCING ${tables} FOR EACH STATEMENT EXECUTE FUNCTION ${name}();`;
  return `
    CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $fn$
    BEGIN
      PERFORM 1 FROM ${accrualDay} FOR SHARE;
      IF TG_OP = 'INSERT' THEN
        ${branch(['new_rows'], [])}
      ELSIF TG_OP = 'UPDATE' THEN
        ${branch(['new_rows'], ['old_rows'])}
      ELSE
        ${branch([], ['old_rows'])}
      END IF;
      RETURN NULL;
    END $fn$;
    ${trigger('INSERT', 'NEW TABLE AS new_rows')}
    ${trigger('UPDATE', 'OLD TABLE AS old_rows NEW TABLE AS new_rows')}
    ${trigger('DELETE', 'OLD TABLE AS old_rows')}`;
}
