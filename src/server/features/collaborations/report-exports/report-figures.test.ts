import { describe, expect, it } from 'vitest';
import { makeReport, toSharedWithoutBudget } from './report-exports-testing';
import {
  getCostBasis,
  getCostBases,
  getReportDownloadHeaders,
  getReportFileName,
} from './report-figures';

describe('the report files’ shared reading', () => {
  it('names the files in French after the campaign, without a file system’s forbidden signs', () => {
    expect(getReportFileName({ name: 'Lancement été — Côte d’Azur' }, 'pdf')).toBe(
      'Rapport - Lancement été — Côte d’Azur.pdf',
    );
    expect(getReportFileName({ name: 'Soldes 2026/27 : « Noël »?' }, 'xlsx')).toBe(
      'Rapport - Soldes 2026 27 « Noël ».xlsx',
    );
    expect(getReportFileName({ name: ' / ' }, 'pdf')).toBe('Rapport - Rapport de campagne.pdf');
    const headers = getReportDownloadHeaders({ name: 'Lancement été' }, 'xlsx');
    expect(headers['Content-Type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    // The accents travel in filename* (the plain filename is content-disposition's fallback).
    expect(headers['Content-Disposition']).toMatch(/^attachment; filename=".*\.xlsx"; /);
    expect(headers['Content-Disposition']).toContain(
      "filename*=UTF-8''Rapport%20-%20Lancement%20%C3%A9t%C3%A9.xlsx",
    );
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
