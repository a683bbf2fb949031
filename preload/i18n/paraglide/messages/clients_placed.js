/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ when: NonNullable<unknown> }} Clients_PlacedInputs */

const en_clients_placed = /** @type {(inputs: Clients_PlacedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Placed ${i?.when}`)
};

const es_clients_placed = /** @type {(inputs: Clients_PlacedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Realizado: ${i?.when}`)
};

/**
* | output |
* | --- |
* | "Placed {when}" |
*
* @param {Clients_PlacedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const clients_placed = /** @type {((inputs: Clients_PlacedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Clients_PlacedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_clients_placed, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_clients_placed(inputs)
	return en_clients_placed(inputs)
});