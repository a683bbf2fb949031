/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Compliance_Change_ItInputs */

const en_compliance_change_it = /** @type {(inputs: Compliance_Change_ItInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Change it`)
};

const es_compliance_change_it = /** @type {(inputs: Compliance_Change_ItInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cambiarlo`)
};

/**
* | output |
* | --- |
* | "Change it" |
*
* @param {Compliance_Change_ItInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const compliance_change_it = /** @type {((inputs?: Compliance_Change_ItInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Compliance_Change_ItInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_compliance_change_it, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_compliance_change_it(inputs)
	return en_compliance_change_it(inputs)
});