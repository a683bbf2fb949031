/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Connect_Rejected_CustomInputs */

const en_connect_rejected_custom = /** @type {(inputs: Connect_Rejected_CustomInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Check the key for typos, and that it was issued for this server by whoever runs it.`)
};

const es_connect_rejected_custom = /** @type {(inputs: Connect_Rejected_CustomInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Revise que la clave no tenga errores y que la haya emitido para este servidor quien lo administra.`)
};

/**
* | output |
* | --- |
* | "Check the key for typos, and that it was issued for this server by whoever runs it." |
*
* @param {Connect_Rejected_CustomInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const connect_rejected_custom = /** @type {((inputs?: Connect_Rejected_CustomInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Connect_Rejected_CustomInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_connect_rejected_custom, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_connect_rejected_custom(inputs)
	return en_connect_rejected_custom(inputs)
});