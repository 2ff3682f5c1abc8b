// A count as people read it: '125 000' (narrow no-break spaces), or a dash when it is unknown.
// Audiences, statistics of a publication.

const countFormat = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 0 });

export function formatCount(value: number | null | undefined): string {
  return typeof value === 'number' && Number.isFinite(value) ? countFormat.format(value) : '—';
}
