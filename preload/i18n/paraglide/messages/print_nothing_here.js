/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Print_Nothing_HereInputs */

const en_print_nothing_here = /** @type {(inputs: Print_Nothing_HereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This screen has no sheet to print: open an event, the dashboard or Orders.`)
};

const es_print_nothing_here = /** @type {(inputs: Print_Nothing_HereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta pantalla no tiene ninguna hoja que imprimir: abra un evento, el panel o Pedidos.`)
};

/**
* | output |
* | --- |
* | "This screen has no sheet to print: open an event, the dashboard or Orders." |
*
* @param {Print_Nothing_HereInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const print_nothing_here = /** @type {((inputs?: Print_Nothing_HereInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Print_Nothing_HereInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_print_nothing_here, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_print_nothing_here(inputs)
	return en_print_nothing_here(inputs)
});