/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orders_Read_Next_SyncInputs */

const en_orders_read_next_sync = /** @type {(inputs: Orders_Read_Next_SyncInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`at the next sync`)
};

const es_orders_read_next_sync = /** @type {(inputs: Orders_Read_Next_SyncInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`en la próxima sincronización`)
};

/**
* | output |
* | --- |
* | "at the next sync" |
*
* @param {Orders_Read_Next_SyncInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_read_next_sync = /** @type {((inputs?: Orders_Read_Next_SyncInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_Read_Next_SyncInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_orders_read_next_sync, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_orders_read_next_sync(inputs)
	return en_orders_read_next_sync(inputs)
});