/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Connect_ProductionInputs */

const en_connect_production = /** @type {(inputs: Connect_ProductionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Production`)
};

const es_connect_production = /** @type {(inputs: Connect_ProductionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Producción`)
};

/**
* | output |
* | --- |
* | "Production" |
*
* @param {Connect_ProductionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const connect_production = /** @type {((inputs?: Connect_ProductionInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Connect_ProductionInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_connect_production, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_connect_production(inputs)
	return en_connect_production(inputs)
});