import { isInsideEu } from '#shared/domain/compliance/inside-eu';
import { getCountryName } from '#shared/domain/country-name';
import { sortNaturally } from '#shared/domain/natural-sort';

// Issue 31: a party's tax residence country, as ISO 3166-1 alpha-2 ('' while unknown). The
// names are the runtime's own French ones (Intl.DisplayNames), so the list needs no catalogue.

// One string rather than an array of literals: the same list, a few hundred bytes lighter in the
// bundle every list page loads (the schemas validate with it).
export const COUNTRY_CODES: readonly string[] = (
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ ' +
  'BR BS BT BV BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM ' +
  'DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS ' +
  'GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN ' +
  'KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ ' +
  'MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM ' +
  'PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV ' +
  'SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI ' +
  'VN VU WF WS YE YT ZA ZM ZW'
).split(' ');
/** ISO 3166-1 alpha-2, upper case. */
export type CountryCode = string;

const KNOWN = new Set<string>(COUNTRY_CODES);

export const isCountryCode = (code: string): code is CountryCode => KNOWN.has(code);

/**
 * EU 27 (with France's outermost regions) + Iceland, Liechtenstein, Norway + Switzerland: the
 * compliance rules' list (INSIDE_EU_COUNTRIES, loi n° 2023-451, art. 9), stated once there.
 */
export { isInsideEu };

/** A known country outside them; '' (unknown) is neither inside nor outside. */
export const isOutsideEu = (code: string) => isCountryCode(code) && !isInsideEu(code);

export { getCountryName };

let options: { code: CountryCode; name: string }[] | undefined;

/** The selects' list: France first, then every other country in the French order of names. */
export function listCountries(): readonly { code: CountryCode; name: string }[] {
  options ??= [
    { code: 'FR', name: getCountryName('FR') },
    ...sortNaturally(
      COUNTRY_CODES.filter((code) => code !== 'FR').map((code) => ({
        code,
        name: getCountryName(code),
      })),
      (country) => country.name,
    ),
  ];
  return options;
}
