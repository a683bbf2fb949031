/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Clients_No_ShiftsInputs */

const en_clients_no_shifts = /** @type {(inputs: Clients_No_ShiftsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No shifts in this order.`)
};

const es_clients_no_shifts = /** @type {(inputs: Clients_No_ShiftsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este pedido no tiene turnos.`)
};

/**
* | output |
* | --- |
* | "No shifts in this order." |
*
* @param {Clients_No_ShiftsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const clients_no_shifts = /** @type {((inputs?: Clients_No_ShiftsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Clients_No_ShiftsInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_clients_no_shifts, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_clients_no_shifts(inputs)
	return en_clients_no_shifts(inputs)
});