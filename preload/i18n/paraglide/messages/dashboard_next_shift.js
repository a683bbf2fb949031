/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ time: NonNullable<unknown> }} Dashboard_Next_ShiftInputs */

const en_dashboard_next_shift = /** @type {(inputs: Dashboard_Next_ShiftInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Next shift ${i?.time}`)
};

const es_dashboard_next_shift = /** @type {(inputs: Dashboard_Next_ShiftInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Próximo turno ${i?.time}`)
};

/**
* | output |
* | --- |
* | "Next shift {time}" |
*
* @param {Dashboard_Next_ShiftInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const dashboard_next_shift = /** @type {((inputs: Dashboard_Next_ShiftInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Next_ShiftInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_dashboard_next_shift, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dashboard_next_shift(inputs)
	return en_dashboard_next_shift(inputs)
});