/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ when: NonNullable<unknown> }} Clients_Saved_CopyInputs */

const en_clients_saved_copy = /** @type {(inputs: Clients_Saved_CopyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Saved copy from ${i?.when}`)
};

const es_clients_saved_copy = /** @type {(inputs: Clients_Saved_CopyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Copia guardada: ${i?.when}`)
};

/**
* | output |
* | --- |
* | "Saved copy from {when}" |
*
* @param {Clients_Saved_CopyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const clients_saved_copy = /** @type {((inputs: Clients_Saved_CopyInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Clients_Saved_CopyInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_clients_saved_copy, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_clients_saved_copy(inputs)
	return en_clients_saved_copy(inputs)
});