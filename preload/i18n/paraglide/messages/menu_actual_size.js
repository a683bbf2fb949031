/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Menu_Actual_SizeInputs */

const en_menu_actual_size = /** @type {(inputs: Menu_Actual_SizeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Actual size`)
};

const es_menu_actual_size = /** @type {(inputs: Menu_Actual_SizeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tamaño real`)
};

/**
* | output |
* | --- |
* | "Actual size" |
*
* @param {Menu_Actual_SizeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const menu_actual_size = /** @type {((inputs?: Menu_Actual_SizeInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Menu_Actual_SizeInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_menu_actual_size, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_menu_actual_size(inputs)
	return en_menu_actual_size(inputs)
});