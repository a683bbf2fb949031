/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Compliance_SaveInputs */

const en_compliance_save = /** @type {(inputs: Compliance_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save change`)
};

const es_compliance_save = /** @type {(inputs: Compliance_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guardar cambio`)
};

/**
* | output |
* | --- |
* | "Save change" |
*
* @param {Compliance_SaveInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const compliance_save = /** @type {((inputs?: Compliance_SaveInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Compliance_SaveInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_compliance_save, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_compliance_save(inputs)
	return en_compliance_save(inputs)
});