// A tax residence country (ISO 3166 alpha-2, as the party forms keep it) by its French name in
// the contract: « France », « Belgique ». A code Intl does not know is shown as typed.
const names = new Intl.DisplayNames('fr', { type: 'region', fallback: 'code' });

export function countryName(code: string): string {
  const clean = code.trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(clean)) return code.trim();
  try {
    return names.of(clean) ?? clean;
  } catch {
    return clean;
  }
}
