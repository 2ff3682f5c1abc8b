export type ExportFormat = 'csv' | 'xlsx';

/** `/api/<list>/export.<format>` with the filters that differ from the list's defaults. */
export function exportUrl(
  path: string,
  format: ExportFormat,
  params: Record<string, string | boolean | null | undefined>,
) {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== null && value !== undefined && value !== '') query.set(key, String(value));
  }
  const text = query.toString();
  return `${path}/export.${format}${text ? `?${text}` : ''}`;
}
