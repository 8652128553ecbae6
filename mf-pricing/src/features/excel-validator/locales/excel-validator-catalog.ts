import { VALIDATOR_RULE_TEXTS } from '@portal/domain';
import en from './en.json';
import nl from './nl.json';

/**
 * The spreadsheet validator's part of the `pricing` catalogs (issue 17 "Spreadsheet validator"): the screen's texts
 * (en.json, nl.json) plus, under `excelValidator.rules`, the result rows' rule texts of the contract
 * (@portal/domain VALIDATOR_RULE_TEXTS, with their `{{params}}`), so a result row is translated by i18next from its
 * `code` and `params` — the same words the server writes into the downloads.
 */
export const excelValidatorEn = {
  excelValidator: { ...en.excelValidator, rules: VALIDATOR_RULE_TEXTS.en },
};
export const excelValidatorNl = {
  excelValidator: { ...nl.excelValidator, rules: VALIDATOR_RULE_TEXTS.nl },
};
