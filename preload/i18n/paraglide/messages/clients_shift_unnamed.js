/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ id: NonNullable<unknown> }} Clients_Shift_UnnamedInputs */

const en_clients_shift_unnamed = /** @type {(inputs: Clients_Shift_UnnamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Shift ${i?.id}`)
};

const es_clients_shift_unnamed = /** @type {(inputs: Clients_Shift_UnnamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Turno ${i?.id}`)
};

/**
* | output |
* | --- |
* | "Shift {id}" |
*
* @param {Clients_Shift_UnnamedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const clients_shift_unnamed = /** @type {((inputs: Clients_Shift_UnnamedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Clients_Shift_UnnamedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_clients_shift_unnamed, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_clients_shift_unnamed(inputs)
	return en_clients_shift_unnamed(inputs)
});