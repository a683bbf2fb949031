/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_No_Shift_AheadInputs */

const en_dashboard_no_shift_ahead = /** @type {(inputs: Dashboard_No_Shift_AheadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No shift ahead`)
};

const es_dashboard_no_shift_ahead = /** @type {(inputs: Dashboard_No_Shift_AheadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sin turnos pendientes`)
};

/**
* | output |
* | --- |
* | "No shift ahead" |
*
* @param {Dashboard_No_Shift_AheadInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const dashboard_no_shift_ahead = /** @type {((inputs?: Dashboard_No_Shift_AheadInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_No_Shift_AheadInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_dashboard_no_shift_ahead, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dashboard_no_shift_ahead(inputs)
	return en_dashboard_no_shift_ahead(inputs)
});