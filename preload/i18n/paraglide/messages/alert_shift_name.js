/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ id: NonNullable<unknown> }} Alert_Shift_NameInputs */

const en_alert_shift_name = /** @type {(inputs: Alert_Shift_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Shift ${i?.id}`)
};

const es_alert_shift_name = /** @type {(inputs: Alert_Shift_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Turno ${i?.id}`)
};

/**
* | output |
* | --- |
* | "Shift {id}" |
*
* @param {Alert_Shift_NameInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const alert_shift_name = /** @type {((inputs: Alert_Shift_NameInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Alert_Shift_NameInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_alert_shift_name, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_alert_shift_name(inputs)
	return en_alert_shift_name(inputs)
});