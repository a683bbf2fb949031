/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Clients_No_PlaceInputs */

const en_clients_no_place = /** @type {(inputs: Clients_No_PlaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No place given`)
};

const es_clients_no_place = /** @type {(inputs: Clients_No_PlaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sin lugar indicado`)
};

/**
* | output |
* | --- |
* | "No place given" |
*
* @param {Clients_No_PlaceInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const clients_no_place = /** @type {((inputs?: Clients_No_PlaceInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Clients_No_PlaceInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_clients_no_place, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_clients_no_place(inputs)
	return en_clients_no_place(inputs)
});