// Issue 31, decision 0061 (loi n° 2023-451, art. 9): where a creator needs no representative in
// the EU. Apart from the rules so that the forms' country select does not load them.

/**
 * Inside the EU, the EEA or Switzerland: art. 9 names the three, so a creator established in
 * Norway or Switzerland needs no representative. France's outermost regions (Guadeloupe,
 * Martinique, Guyane, La Réunion, Mayotte, Saint-Martin) are EU territory with ISO codes of their
 * own; the overseas collectivities (Polynésie, Nouvelle-Calédonie…) are not, and show as outside.
 */
export const INSIDE_EU_COUNTRIES: ReadonlySet<string> = new Set([
  // The 27 member states.
  ...['AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'HU', 'IE'],
  ...['IT', 'LV', 'LT', 'LU', 'MT', 'NL', 'PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE'],
  ...['GP', 'MQ', 'GF', 'RE', 'YT', 'MF'],
  // The EEA beyond the EU, and Switzerland.
  ...['IS', 'LI', 'NO', 'CH'],
]);

export function isInsideEu(country: string): boolean {
  return INSIDE_EU_COUNTRIES.has(country.trim().toUpperCase());
}
