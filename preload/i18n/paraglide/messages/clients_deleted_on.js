/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ when: NonNullable<unknown> }} Clients_Deleted_OnInputs */

const en_clients_deleted_on = /** @type {(inputs: Clients_Deleted_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Deleted on ${i?.when}`)
};

const es_clients_deleted_on = /** @type {(inputs: Clients_Deleted_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Borrado el ${i?.when}`)
};

/**
* | output |
* | --- |
* | "Deleted on {when}" |
*
* @param {Clients_Deleted_OnInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const clients_deleted_on = /** @type {((inputs: Clients_Deleted_OnInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Clients_Deleted_OnInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_clients_deleted_on, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_clients_deleted_on(inputs)
	return en_clients_deleted_on(inputs)
});