/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orders_No_Personnel_IdInputs */

const en_orders_no_personnel_id = /** @type {(inputs: Orders_No_Personnel_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This worker's personnel id is not known yet, and the server needs it for an order. It arrives with the worker list: sync (Sync now, or F5), then place the order again.`)
};

const es_orders_no_personnel_id = /** @type {(inputs: Orders_No_Personnel_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todavía no se conoce el número de personal de este trabajador, y el servidor lo necesita para un pedido. Llega con la lista de trabajadores: sincronice (Sincronizar ahora, o F5) y vuelva a hacer el pedido.`)
};

/**
* | output |
* | --- |
* | "This worker's personnel id is not known yet, and the server needs it for an order. It arrives with the worker list: sync (Sync now, or F5), then place the or..." |
*
* @param {Orders_No_Personnel_IdInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_no_personnel_id = /** @type {((inputs?: Orders_No_Personnel_IdInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_No_Personnel_IdInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_orders_no_personnel_id, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_orders_no_personnel_id(inputs)
	return en_orders_no_personnel_id(inputs)
});