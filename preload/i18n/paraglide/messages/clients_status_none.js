/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Clients_Status_NoneInputs */

const en_clients_status_none = /** @type {(inputs: Clients_Status_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`no status given`)
};

const es_clients_status_none = /** @type {(inputs: Clients_Status_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`sin estado indicado`)
};

/**
* | output |
* | --- |
* | "no status given" |
*
* @param {Clients_Status_NoneInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const clients_status_none = /** @type {((inputs?: Clients_Status_NoneInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Clients_Status_NoneInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_clients_status_none, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_clients_status_none(inputs)
	return en_clients_status_none(inputs)
});