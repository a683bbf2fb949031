/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Print_Compliance_ChangeInputs */

const en_print_compliance_change = /** @type {(inputs: Print_Compliance_ChangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Compliance change`)
};

const es_print_compliance_change = /** @type {(inputs: Print_Compliance_ChangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cambio de cumplimiento`)
};

/**
* | output |
* | --- |
* | "Compliance change" |
*
* @param {Print_Compliance_ChangeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const print_compliance_change = /** @type {((inputs?: Print_Compliance_ChangeInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Print_Compliance_ChangeInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_print_compliance_change, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_print_compliance_change(inputs)
	return en_print_compliance_change(inputs)
});