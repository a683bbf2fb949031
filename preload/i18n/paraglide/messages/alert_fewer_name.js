/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Alert_Fewer_NameInputs */

const en_alert_fewer_name = /** @type {(inputs: Alert_Fewer_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show fewer alerts`)
};

const es_alert_fewer_name = /** @type {(inputs: Alert_Fewer_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mostrar menos alertas`)
};

/**
* | output |
* | --- |
* | "Show fewer alerts" |
*
* @param {Alert_Fewer_NameInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const alert_fewer_name = /** @type {((inputs?: Alert_Fewer_NameInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Alert_Fewer_NameInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_alert_fewer_name, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_alert_fewer_name(inputs)
	return en_alert_fewer_name(inputs)
});