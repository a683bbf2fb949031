/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orders_Server_ConfirmedInputs */

const en_orders_server_confirmed = /** @type {(inputs: Orders_Server_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmed by the server`)
};

const es_orders_server_confirmed = /** @type {(inputs: Orders_Server_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmado por el servidor`)
};

/**
* | output |
* | --- |
* | "Confirmed by the server" |
*
* @param {Orders_Server_ConfirmedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_server_confirmed = /** @type {((inputs?: Orders_Server_ConfirmedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_Server_ConfirmedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_orders_server_confirmed, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_orders_server_confirmed(inputs)
	return en_orders_server_confirmed(inputs)
});