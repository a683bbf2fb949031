/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sync_Failure_ShiftsInputs */

const en_sync_failure_shifts = /** @type {(inputs: Sync_Failure_ShiftsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Shifts`)
};

const es_sync_failure_shifts = /** @type {(inputs: Sync_Failure_ShiftsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Turnos`)
};

/**
* | output |
* | --- |
* | "Shifts" |
*
* @param {Sync_Failure_ShiftsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const sync_failure_shifts = /** @type {((inputs?: Sync_Failure_ShiftsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sync_Failure_ShiftsInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_sync_failure_shifts, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_sync_failure_shifts(inputs)
	return en_sync_failure_shifts(inputs)
});