import { describe, expect, it } from 'vitest';
import { makeReport, toSharedWithoutBudget } from './report-exports-testing';
import { getCostBasis, getCostBases, getReportFileName } from './report-figures';

describe('the report files’ shared reading', () => {
  it('names the files in French after the campaign, without a file system’s forbidden signs', () => {
    expect(getReportFileName({ name: 'Lancement été — Côte d’Azur' }, 'pdf')).toBe(
      'Rapport - Lancement été — Côte d’Azur.pdf',
    );
    expect(getReportFileName({ name: 'Soldes 2026/27 : « Noël »?' }, 'xlsx')).toBe(
      'Rapport - Soldes 2026 27 « Noël ».xlsx',
    );
    expect(getReportFileName({ name: ' / ' }, 'pdf')).toBe('Rapport - Rapport de campagne.pdf');
  });

  it('divides the cost indicators by the billed price first, by nothing without a budget', () => {
    expect(getCostBasis(makeReport())).toBe('onBilled');
    expect(getCostBases(makeReport())).toEqual(['onBilled', 'onCost']);
    const shared = toSharedWithoutBudget(makeReport());
    expect(getCostBasis(shared)).toBeNull();
    expect(getCostBases(shared)).toEqual([]);
    const billedOnly = {
      ...makeReport(),
      totals: { ...makeReport().totals, onCost: null },
      creators: makeReport().creators.map((row) => ({ ...row, onCost: null })),
      publications: makeReport().publications.map((row) => ({ ...row, onCost: null })),
    };
    expect(getCostBases(billedOnly)).toEqual(['onBilled']);
  });
});
