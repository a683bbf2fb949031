/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Office_ChangedInputs */

const en_office_changed = /** @type {(inputs: Office_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Changed`)
};

const es_office_changed = /** @type {(inputs: Office_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cambiado`)
};

/**
* | output |
* | --- |
* | "Changed" |
*
* @param {Office_ChangedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const office_changed = /** @type {((inputs?: Office_ChangedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Office_ChangedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_office_changed, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_office_changed(inputs)
	return en_office_changed(inputs)
});