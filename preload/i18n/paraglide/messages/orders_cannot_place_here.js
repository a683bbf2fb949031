/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orders_Cannot_Place_HereInputs */

const en_orders_cannot_place_here = /** @type {(inputs: Orders_Cannot_Place_HereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Orders cannot be placed in this window: restart the app.`)
};

const es_orders_cannot_place_here = /** @type {(inputs: Orders_Cannot_Place_HereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pueden hacer pedidos en esta ventana: reinicie la aplicación.`)
};

/**
* | output |
* | --- |
* | "Orders cannot be placed in this window: restart the app." |
*
* @param {Orders_Cannot_Place_HereInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_cannot_place_here = /** @type {((inputs?: Orders_Cannot_Place_HereInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_Cannot_Place_HereInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_orders_cannot_place_here, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_orders_cannot_place_here(inputs)
	return en_orders_cannot_place_here(inputs)
});