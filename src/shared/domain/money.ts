// Money is stored and passed around as integer cents so sums never drift; euros only exist
// at the edges (display and form inputs).

const wholeEuros = new Intl.NumberFormat('fr-FR', {
  style: 'currency',
  currency: 'EUR',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

const euroCents = new Intl.NumberFormat('fr-FR', {
  style: 'currency',
  currency: 'EUR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

const NUMERIC_CENTS = /^[+-]?\d+(\.\d+)?$/;

// Old documents hold amounts as strings, so "1250" is still read as cents.
function readCents(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && NUMERIC_CENTS.test(value.trim())) return Number(value.trim());
  return null;
}

// Intl separates thousands and the symbol with narrow no-break spaces: keep them, they stop
// "1 500 €" from wrapping across lines.
export function formatEuros(cents: unknown): string {
  const value = readCents(cents);
  // `|| 0` turns -0 into 0 so a tiny negative never shows as "-0 €".
  const rounded = value === null ? 0 : Math.round(value) || 0;
  return rounded % 100 === 0 ? wholeEuros.format(rounded / 100) : euroCents.format(rounded / 100);
}

const EUROS_INPUT = /^\d+(\.\d+)?$/;

// Avoids 1.005 × 100 = 100.4999… rounding down: what the user typed is what they get.
function eurosToCents(euros: number): number {
  return Math.round(Number((euros * 100).toFixed(4)));
}

// Reads what a user typed in a euro field: "12,50", "12.5", "1 234,56", "1.234,56 €".
export function parseEurosToCents(input: string | number | null | undefined): number | null {
  if (typeof input === 'number') {
    return Number.isFinite(input) && input >= 0 ? eurosToCents(input) : null;
  }
  if (typeof input !== 'string') return null;
  let text = input.replace(/[\s\u00a0\u202f]/g, '').replace(/€$/, '');
  if (text === '') return null;
  // With both separators, the last one is the decimal mark and the other groups thousands.
  if (text.includes(',') && text.includes('.')) {
    const thousands = text.lastIndexOf(',') > text.lastIndexOf('.') ? '.' : ',';
    text = text.split(thousands).join('');
  }
  text = text.replace(',', '.');
  if (!EUROS_INPUT.test(text)) return null;
  return eurosToCents(Number(text));
}

// The value a form input shows: no thousands separator, decimals only when there are cents.
export function centsToEurosInput(cents: number | null | undefined): string {
  if (typeof cents !== 'number' || !Number.isFinite(cents)) return '';
  const rounded = Math.round(cents);
  const sign = rounded < 0 ? '-' : '';
  const absolute = Math.abs(rounded);
  const euros = Math.floor(absolute / 100);
  const rest = absolute % 100;
  return rest === 0 ? `${sign}${euros}` : `${sign}${euros},${String(rest).padStart(2, '0')}`;
}

// Spreadsheets (the accountant's CSV): always two decimals, a comma, no thousands separator.
export function centsToDecimalComma(cents: number): string {
  const rounded = Math.round(Number.isFinite(cents) ? cents : 0);
  const sign = rounded < 0 ? '-' : '';
  const absolute = Math.abs(rounded);
  return `${sign}${Math.floor(absolute / 100)},${String(absolute % 100).padStart(2, '0')}`;
}
