/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Csv_Server_Order_IdInputs */

const en_csv_server_order_id = /** @type {(inputs: Csv_Server_Order_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Server order ID`)
};

const es_csv_server_order_id = /** @type {(inputs: Csv_Server_Order_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ID del pedido en el servidor`)
};

/**
* | output |
* | --- |
* | "Server order ID" |
*
* @param {Csv_Server_Order_IdInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const csv_server_order_id = /** @type {((inputs?: Csv_Server_Order_IdInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Csv_Server_Order_IdInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_csv_server_order_id, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_csv_server_order_id(inputs)
	return en_csv_server_order_id(inputs)
});