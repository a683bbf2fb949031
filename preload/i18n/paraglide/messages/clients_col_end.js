/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Clients_Col_EndInputs */

const en_clients_col_end = /** @type {(inputs: Clients_Col_EndInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`End`)
};

const es_clients_col_end = /** @type {(inputs: Clients_Col_EndInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fin`)
};

/**
* | output |
* | --- |
* | "End" |
*
* @param {Clients_Col_EndInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const clients_col_end = /** @type {((inputs?: Clients_Col_EndInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Clients_Col_EndInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_clients_col_end, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_clients_col_end(inputs)
	return en_clients_col_end(inputs)
});