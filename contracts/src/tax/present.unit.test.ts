import { assess } from './assess';
import { presentAssessment } from './present';
import { exampleInput, exampleRules } from './testing';

describe('presentAssessment', () => {
  const assessment = assess(exampleInput(), exampleRules());

  it('formats the worked example for the ARV pages in English', () => {
    const shown = presentAssessment(assessment, 'en');
    expect(shown.floors[0]).toMatchObject({
      label: 'Ground floor',
      usage: 'Residential',
      occupancy: 'Self-occupied',
      coveredArea: '1,000',
      carpetArea: '800',
      rate: '₹5',
      factor: '0.675',
      value: '₹32,400',
    });
    expect([shown.land.value, shown.arv, shown.total]).toEqual(['₹2,400', '₹60,720', '₹18,520']);
    expect(shown.taxes.map((t) => [t.name, t.rate, t.amount])).toEqual([
      ['House tax', '15%', '₹9,108'],
      ['Water tax', '12.5%', '₹7,590'],
      ['Sewer tax', '3%', '₹1,822'],
    ]);
  });

  it('and in Hindi', () => {
    const shown = presentAssessment(assessment, 'hi');
    expect([shown.floors[1].label, shown.taxes[0].name, shown.land.label]).toEqual([
      'तल 1',
      'गृह कर',
      'रिक्त भूमि',
    ]);
  });
});
