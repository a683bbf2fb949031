/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Help_JumpInputs */

const en_help_jump = /** @type {(inputs: Help_JumpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dashboard: jump to a shift starting soon and short`)
};

const es_help_jump = /** @type {(inputs: Help_JumpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Panel: ir a un turno que empieza pronto y le falta gente`)
};

/**
* | output |
* | --- |
* | "Dashboard: jump to a shift starting soon and short" |
*
* @param {Help_JumpInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const help_jump = /** @type {((inputs?: Help_JumpInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Help_JumpInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_help_jump, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_help_jump(inputs)
	return en_help_jump(inputs)
});