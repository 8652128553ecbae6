import { Select, type SelectProps } from 'antd';
import { useMemo } from 'react';

/** Countries listed first, in this order (spec §9). */
const PREFERRED_COUNTRIES = ['Nederland', 'België', 'Duitsland', 'Frankrijk', 'Verenigd Koninkrijk'];
const PREFERRED_CODES = new Set(['NL', 'BE', 'DE', 'FR', 'GB']);

/** ISO 3166-1 alpha-2 codes of the world's countries and territories (as mf-customers' country pickers). */
const REGION_CODES = (
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ ' +
  'CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO ' +
  'FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE ' +
  'JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO ' +
  'MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW ' +
  'PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM ' +
  'TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS XK YE YT ZA ZM ZW'
).split(' ');

/**
 * The country names of the organization's country field (spec §9): Nederland, België, Duitsland, Frankrijk,
 * Verenigd Koninkrijk first, then every other country by its Dutch name, alphabetically. Organizations store the
 * Dutch name, whatever the interface language.
 */
export function organizationCountries(): string[] {
  const names = new Intl.DisplayNames(['nl'], { type: 'region' });
  const others = REGION_CODES.filter((code) => !PREFERRED_CODES.has(code))
    .map((code) => names.of(code) ?? code)
    .sort((a, b) => a.localeCompare(b, 'nl'));
  return [...PREFERRED_COUNTRIES, ...others];
}

/** Props of {@link CountrySelect}: those of an antd Select of strings, without its options. */
export type CountrySelectProps = Omit<SelectProps<string>, 'options' | 'showSearch'>;

/** A searchable select of {@link organizationCountries}, for a form item whose value is the Dutch country name. */
export function CountrySelect(props: CountrySelectProps) {
  const options = useMemo(() => organizationCountries().map((name) => ({ value: name, label: name })), []);
  return <Select<string> {...props} showSearch={{ optionFilterProp: 'label' }} options={options} />;
}
