/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orders_Empty_BodyInputs */

const en_orders_empty_body = /** @type {(inputs: Orders_Empty_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Place an order from the Crew list or a worker's page. Orders placed offline wait here until back online.`)
};

const es_orders_empty_body = /** @type {(inputs: Orders_Empty_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Haga un pedido desde la lista del equipo o la página de un trabajador. Los pedidos hechos sin conexión esperan aquí hasta que vuelva la conexión.`)
};

/**
* | output |
* | --- |
* | "Place an order from the Crew list or a worker's page. Orders placed offline wait here until back online." |
*
* @param {Orders_Empty_BodyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_empty_body = /** @type {((inputs?: Orders_Empty_BodyInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_Empty_BodyInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_orders_empty_body, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_orders_empty_body(inputs)
	return en_orders_empty_body(inputs)
});