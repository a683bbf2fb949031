/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Help_EscapeInputs */

const en_help_escape = /** @type {(inputs: Help_EscapeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Close this help, a dialog, or go back from a detail`)
};

const es_help_escape = /** @type {(inputs: Help_EscapeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cerrar esta ayuda o un diálogo, o volver de un detalle`)
};

/**
* | output |
* | --- |
* | "Close this help, a dialog, or go back from a detail" |
*
* @param {Help_EscapeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const help_escape = /** @type {((inputs?: Help_EscapeInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Help_EscapeInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_help_escape, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_help_escape(inputs)
	return en_help_escape(inputs)
});