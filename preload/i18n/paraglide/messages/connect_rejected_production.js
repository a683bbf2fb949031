/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Connect_Rejected_ProductionInputs */

const en_connect_rejected_production = /** @type {(inputs: Connect_Rejected_ProductionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Check the key for typos. A sandbox key does not work on production: if the key is for testing, choose Sandbox.`)
};

const es_connect_rejected_production = /** @type {(inputs: Connect_Rejected_ProductionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Revise que la clave no tenga errores. Una clave de sandbox no sirve en producción: si la clave es de prueba, elija Sandbox.`)
};

/**
* | output |
* | --- |
* | "Check the key for typos. A sandbox key does not work on production: if the key is for testing, choose Sandbox." |
*
* @param {Connect_Rejected_ProductionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const connect_rejected_production = /** @type {((inputs?: Connect_Rejected_ProductionInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Connect_Rejected_ProductionInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_connect_rejected_production, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_connect_rejected_production(inputs)
	return en_connect_rejected_production(inputs)
});