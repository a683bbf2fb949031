/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Print_ClientInputs */

const en_print_client = /** @type {(inputs: Print_ClientInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Client: ${i?.name}`)
};

const es_print_client = /** @type {(inputs: Print_ClientInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cliente: ${i?.name}`)
};

/**
* | output |
* | --- |
* | "Client: {name}" |
*
* @param {Print_ClientInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const print_client = /** @type {((inputs: Print_ClientInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Print_ClientInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_print_client, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_print_client(inputs)
	return en_print_client(inputs)
});