/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Help_OpenInputs */

const en_help_open = /** @type {(inputs: Help_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open the selected event, worker or task`)
};

const es_help_open = /** @type {(inputs: Help_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abrir el evento, trabajador o tarea elegidos`)
};

/**
* | output |
* | --- |
* | "Open the selected event, worker or task" |
*
* @param {Help_OpenInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const help_open = /** @type {((inputs?: Help_OpenInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Help_OpenInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_help_open, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_help_open(inputs)
	return en_help_open(inputs)
});