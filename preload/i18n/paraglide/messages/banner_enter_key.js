/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Banner_Enter_KeyInputs */

const en_banner_enter_key = /** @type {(inputs: Banner_Enter_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter the key`)
};

const es_banner_enter_key = /** @type {(inputs: Banner_Enter_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escribir la clave`)
};

/**
* | output |
* | --- |
* | "Enter the key" |
*
* @param {Banner_Enter_KeyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const banner_enter_key = /** @type {((inputs?: Banner_Enter_KeyInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Banner_Enter_KeyInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_banner_enter_key, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_banner_enter_key(inputs)
	return en_banner_enter_key(inputs)
});