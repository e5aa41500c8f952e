import { DEFAULT_MUTATION_FEE_RULES, mutationFeeRules, type MutationFeeTable } from './feeTable';
import { feeTableOn, monthsAfter, mutationFee, type MutationFeeInput } from './fee';

const TABLE: MutationFeeTable = {
  version: 1,
  effectiveFrom: '2024-04-01',
  rules: DEFAULT_MUTATION_FEE_RULES,
};
const lakh = (n: number) => n * 100_000 * 100;
const request = (over: Partial<MutationFeeInput>): MutationFeeInput => ({
  reason: 'sale',
  documentValuePaise: lakh(50),
  marketValuePaise: lakh(60),
  deedDate: '2026-06-10',
  requestDate: '2026-07-01',
  ...over,
});

describe('the mutation fee with the default table', () => {
  it('charges 1% of the higher value, capped at Rs 10,000 for a sale', () => {
    expect(mutationFee(request({}), TABLE)).toEqual({
      feeTableVersion: 1,
      reason: 'sale',
      valuePaise: lakh(60),
      basisPoints: 100,
      capPaise: 1_000_000,
      byRatePaise: 6_000_000,
      feePaise: 1_000_000,
      late: false,
      lateAfterMonths: 3,
      lateFineBasisPoints: 1000,
      lateFinePaise: 0,
      amountPaise: 1_000_000,
    });
  });

  it('rounds 1% of the value half-up to whole rupees below the cap (Rs 3,456.785 is Rs 3,457)', () => {
    const fee = mutationFee(
      request({ reason: 'gift', documentValuePaise: 34_567_850, marketValuePaise: 20_000_000 }),
      TABLE,
    );
    expect([fee.valuePaise, fee.byRatePaise, fee.feePaise, fee.amountPaise]).toEqual([
      34_567_850, 345_700, 345_700, 345_700,
    ]);
  });

  it('caps succession, will, family settlement and partition at Rs 5,000', () => {
    for (const reason of ['succession', 'will', 'family_settlement', 'partition'] as const)
      expect([reason, mutationFee(request({ reason }), TABLE).amountPaise]).toEqual([reason, 500_000]);
  });

  it('charges nothing for a correction of name, late or not', () => {
    const fee = mutationFee(request({ reason: 'name_correction', deedDate: '2020-01-01' }), TABLE);
    expect([fee.late, fee.feePaise, fee.lateFinePaise, fee.amountPaise]).toEqual([true, 0, 0, 0]);
  });

  it('adds 10% of the fee only when the request comes more than 3 months after the deed date', () => {
    const onTime = mutationFee(request({ deedDate: '2026-01-15', requestDate: '2026-04-15' }), TABLE);
    const late = mutationFee(request({ deedDate: '2026-01-15', requestDate: '2026-04-16' }), TABLE);
    expect([onTime.late, onTime.amountPaise]).toEqual([false, 1_000_000]);
    expect([late.late, late.lateFinePaise, late.amountPaise]).toEqual([true, 100_000, 1_100_000]);
  });

  it('rounds the late fine half-up to whole rupees (10% of Rs 3,457 is Rs 346)', () => {
    const fee = mutationFee(
      request({
        reason: 'gift',
        documentValuePaise: 34_567_850,
        marketValuePaise: 0,
        deedDate: '2025-01-01',
      }),
      TABLE,
    );
    expect([fee.feePaise, fee.lateFinePaise, fee.amountPaise]).toEqual([345_700, 34_600, 380_300]);
  });

  it('counts three months from the 30th of November to the 28th of February', () => {
    expect(monthsAfter('2025-11-30', 3)).toBe('2026-02-28');
    expect(monthsAfter('2027-11-30', 3)).toBe('2028-02-29');
    expect(monthsAfter('2026-01-31', 1)).toBe('2026-02-28');
    expect(mutationFee(request({ deedDate: '2025-11-30', requestDate: '2026-03-01' }), TABLE).late).toBe(
      true,
    );
    expect(mutationFee(request({ deedDate: '2025-11-30', requestDate: '2026-02-28' }), TABLE).late).toBe(
      false,
    );
  });
});

describe('the dated and versioned fee table', () => {
  const uncapped: MutationFeeTable = {
    version: 2,
    effectiveFrom: '2026-10-01',
    rules: {
      ...DEFAULT_MUTATION_FEE_RULES,
      reasons: { ...DEFAULT_MUTATION_FEE_RULES.reasons, sale: { basisPoints: 100, capPaise: null } },
    },
  };
  const versions = [TABLE, uncapped];

  it('applies the version in force on the day of the request', () => {
    expect(feeTableOn(versions, '2026-09-30')?.version).toBe(1);
    expect(feeTableOn(versions, '2026-10-01')?.version).toBe(2);
    expect(feeTableOn(versions, '2024-03-31')).toBeNull();
  });

  it('lets a later version for the same day replace an earlier one', () => {
    const corrected = { ...uncapped, version: 3 };
    expect(feeTableOn([...versions, corrected], '2026-12-01')?.version).toBe(3);
  });

  it('charges a sale without a cap under a table that has none, and says which version did', () => {
    const fee = mutationFee(request({ deedDate: '2026-09-20', requestDate: '2026-10-02' }), uncapped);
    expect([fee.feeTableVersion, fee.capPaise, fee.amountPaise]).toEqual([2, null, 6_000_000]);
  });

  it('refuses a table that leaves a reason out', () => {
    const { partition: _left, ...reasons } = DEFAULT_MUTATION_FEE_RULES.reasons;
    expect(mutationFeeRules.safeParse({ ...DEFAULT_MUTATION_FEE_RULES, reasons }).success).toBe(false);
    expect(mutationFeeRules.safeParse(DEFAULT_MUTATION_FEE_RULES).success).toBe(true);
  });
});
