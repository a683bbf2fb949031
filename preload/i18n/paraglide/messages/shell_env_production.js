/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shell_Env_ProductionInputs */

const en_shell_env_production = /** @type {(inputs: Shell_Env_ProductionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`PRODUCTION`)
};

const es_shell_env_production = /** @type {(inputs: Shell_Env_ProductionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`PRODUCCIÓN`)
};

/**
* | output |
* | --- |
* | "PRODUCTION" |
*
* @param {Shell_Env_ProductionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shell_env_production = /** @type {((inputs?: Shell_Env_ProductionInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Env_ProductionInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_shell_env_production, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_shell_env_production(inputs)
	return en_shell_env_production(inputs)
});