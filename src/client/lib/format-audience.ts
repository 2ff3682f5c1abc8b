const audienceFormat = new Intl.NumberFormat('fr-FR');

/** "125 000", or a dash when the audience is unknown. */
export function formatAudience(audience: number | null | undefined): string {
  return typeof audience === 'number' ? audienceFormat.format(audience) : '—';
}
