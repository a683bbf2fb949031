/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Clients_Col_ShiftInputs */

const en_clients_col_shift = /** @type {(inputs: Clients_Col_ShiftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Shift`)
};

const es_clients_col_shift = /** @type {(inputs: Clients_Col_ShiftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Turno`)
};

/**
* | output |
* | --- |
* | "Shift" |
*
* @param {Clients_Col_ShiftInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const clients_col_shift = /** @type {((inputs?: Clients_Col_ShiftInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Clients_Col_ShiftInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_clients_col_shift, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_clients_col_shift(inputs)
	return en_clients_col_shift(inputs)
});