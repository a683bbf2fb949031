/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shell_StartingInputs */

const en_shell_starting = /** @type {(inputs: Shell_StartingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Starting…`)
};

const es_shell_starting = /** @type {(inputs: Shell_StartingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Iniciando…`)
};

/**
* | output |
* | --- |
* | "Starting…" |
*
* @param {Shell_StartingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shell_starting = /** @type {((inputs?: Shell_StartingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_StartingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_shell_starting, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_shell_starting(inputs)
	return en_shell_starting(inputs)
});