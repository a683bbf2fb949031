/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Alert_Open_ShiftInputs */

const en_alert_open_shift = /** @type {(inputs: Alert_Open_ShiftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open shift`)
};

const es_alert_open_shift = /** @type {(inputs: Alert_Open_ShiftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abrir turno`)
};

/**
* | output |
* | --- |
* | "Open shift" |
*
* @param {Alert_Open_ShiftInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const alert_open_shift = /** @type {((inputs?: Alert_Open_ShiftInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Alert_Open_ShiftInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_alert_open_shift, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_alert_open_shift(inputs)
	return en_alert_open_shift(inputs)
});