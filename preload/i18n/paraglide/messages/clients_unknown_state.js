/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ flag: NonNullable<unknown> }} Clients_Unknown_StateInputs */

const en_clients_unknown_state = /** @type {(inputs: Clients_Unknown_StateInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The server marks it with an unknown state (${i?.flag}).`)
};

const es_clients_unknown_state = /** @type {(inputs: Clients_Unknown_StateInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El servidor lo marca con un estado desconocido (${i?.flag}).`)
};

/**
* | output |
* | --- |
* | "The server marks it with an unknown state ({flag})." |
*
* @param {Clients_Unknown_StateInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const clients_unknown_state = /** @type {((inputs: Clients_Unknown_StateInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Clients_Unknown_StateInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_clients_unknown_state, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_clients_unknown_state(inputs)
	return en_clients_unknown_state(inputs)
});