/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Print_Title_RosterInputs */

const en_print_title_roster = /** @type {(inputs: Print_Title_RosterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Day roster`)
};

const es_print_title_roster = /** @type {(inputs: Print_Title_RosterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lista del día`)
};

/**
* | output |
* | --- |
* | "Day roster" |
*
* @param {Print_Title_RosterInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const print_title_roster = /** @type {((inputs?: Print_Title_RosterInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Print_Title_RosterInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_print_title_roster, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_print_title_roster(inputs)
	return en_print_title_roster(inputs)
});