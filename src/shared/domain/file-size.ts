const UNITS = ['B', 'KB', 'MB', 'GB'] as const;
const BASE = 1024;

// "1,50 KB": binary multiples, two decimals with the French decimal comma; plain bytes stay whole.
export function formatFileSize(bytes: number | null | undefined): string {
  if (typeof bytes !== 'number' || !Number.isFinite(bytes) || bytes < 0) return '0 B';
  const whole = Math.round(bytes);
  if (whole < BASE) return `${whole} B`;
  let value = whole / BASE;
  let unit = 1;
  // Compare the rounded value: 1 048 575 B must read "1,00 MB", not "1024,00 KB".
  while (Number(value.toFixed(2)) >= BASE && unit < UNITS.length - 1) {
    value /= BASE;
    unit += 1;
  }
  return `${value.toFixed(2).replace('.', ',')} ${UNITS[unit]}`;
}
