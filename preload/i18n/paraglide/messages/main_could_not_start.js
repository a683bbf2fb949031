/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Main_Could_Not_StartInputs */

const en_main_could_not_start = /** @type {(inputs: Main_Could_Not_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Field Supervisor could not start`)
};

const es_main_could_not_start = /** @type {(inputs: Main_Could_Not_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Field Supervisor no pudo iniciarse`)
};

/**
* | output |
* | --- |
* | "Field Supervisor could not start" |
*
* @param {Main_Could_Not_StartInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const main_could_not_start = /** @type {((inputs?: Main_Could_Not_StartInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Main_Could_Not_StartInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_main_could_not_start, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_main_could_not_start(inputs)
	return en_main_could_not_start(inputs)
});