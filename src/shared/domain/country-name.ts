// Issue 31: a country's French name, the runtime's own (Intl.DisplayNames). Apart from the
// list (countries.ts) so that the history names a country without loading the list.

let names: Intl.DisplayNames | undefined;

/** « Suisse », « Côte d’Ivoire »; '' for no country. */
export function getCountryName(code: string): string {
  if (!code) return '';
  names ??= new Intl.DisplayNames(['fr'], { type: 'region' });
  return names.of(code) ?? code;
}
