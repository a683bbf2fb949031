/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Print_SupervisorInputs */

const en_print_supervisor = /** @type {(inputs: Print_SupervisorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Supervisor`)
};

const es_print_supervisor = /** @type {(inputs: Print_SupervisorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Supervisor`)
};

/**
* | output |
* | --- |
* | "Supervisor" |
*
* @param {Print_SupervisorInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const print_supervisor = /** @type {((inputs?: Print_SupervisorInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Print_SupervisorInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_print_supervisor, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_print_supervisor(inputs)
	return en_print_supervisor(inputs)
});