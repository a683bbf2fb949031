/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orders_LoadingInputs */

const en_orders_loading = /** @type {(inputs: Orders_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading stored orders…`)
};

const es_orders_loading = /** @type {(inputs: Orders_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargando los pedidos guardados…`)
};

/**
* | output |
* | --- |
* | "Loading stored orders…" |
*
* @param {Orders_LoadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_loading = /** @type {((inputs?: Orders_LoadingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_LoadingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_orders_loading, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_orders_loading(inputs)
	return en_orders_loading(inputs)
});