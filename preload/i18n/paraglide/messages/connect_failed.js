/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Connect_FailedInputs */

const en_connect_failed = /** @type {(inputs: Connect_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not connect`)
};

const es_connect_failed = /** @type {(inputs: Connect_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo conectar`)
};

/**
* | output |
* | --- |
* | "Could not connect" |
*
* @param {Connect_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const connect_failed = /** @type {((inputs?: Connect_FailedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Connect_FailedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_connect_failed, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_connect_failed(inputs)
	return en_connect_failed(inputs)
});