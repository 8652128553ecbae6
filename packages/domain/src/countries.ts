/** Country lists of the address and organization forms (spec §9 preferred order), shared by the remotes; Intl only, no I/O. */
/** Countries listed first, in this order (spec §9). */
export const PREFERRED_COUNTRIES = [
  'Nederland',
  'België',
  'Duitsland',
  'Frankrijk',
  'Verenigd Koninkrijk',
] as const;

/** ISO 3166-1 alpha-2 codes of the world's countries and territories. */
const REGION_CODES = (
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ ' +
  'CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO ' +
  'FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE ' +
  'JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO ' +
  'MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW ' +
  'PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM ' +
  'TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS XK YE YT ZA ZM ZW'
).split(' ');

/** ISO codes of {@link PREFERRED_COUNTRIES}, in the same order. */
const PREFERRED_CODES = ['NL', 'BE', 'DE', 'FR', 'GB'] as const;

/** One country of the pickers: its Dutch name (what is stored as `country`) and ISO 3166-1 alpha-2 code. */
export interface CountryChoice {
  name: string;
  code: string;
}

let cache: CountryChoice[] | undefined;

/**
 * Every country of the pickers (spec §9): Nederland, België, Duitsland, Frankrijk, Verenigd Koninkrijk first, then
 * every other country by its Dutch name, alphabetically, each with its ISO code (addresses store both).
 */
export function countryChoices(): CountryChoice[] {
  if (!cache) {
    const names = new Intl.DisplayNames(['nl'], { type: 'region' });
    const preferred: CountryChoice[] = PREFERRED_CODES.map((code, index) => ({
      code,
      name: PREFERRED_COUNTRIES[index],
    }));
    const preferredCodes = new Set<string>(PREFERRED_CODES);
    const others = REGION_CODES.filter((code) => !preferredCodes.has(code))
      .map((code) => ({ code, name: names.of(code) ?? code }))
      .sort((a, b) => a.name.localeCompare(b.name, 'nl'));
    cache = [...preferred, ...others];
  }
  return cache;
}

/** The ISO code of a country by its Dutch name (as stored), or undefined when it is not in the list. */
export function countryCodeOf(name: string | null | undefined): string | undefined {
  return countryChoices().find((country) => country.name === name)?.code;
}

/**
 * The country choices of the organization form (spec §9): the five preferred countries first, then every other
 * country by its Dutch name, alphabetically. Organizations store the Dutch name (e.g. "Nederland").
 */
export function countryOptions(): string[] {
  return countryChoices().map((country) => country.name);
}
