/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Alert_FewerInputs */

const en_alert_fewer = /** @type {(inputs: Alert_FewerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fewer`)
};

const es_alert_fewer = /** @type {(inputs: Alert_FewerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Menos`)
};

/**
* | output |
* | --- |
* | "Fewer" |
*
* @param {Alert_FewerInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const alert_fewer = /** @type {((inputs?: Alert_FewerInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Alert_FewerInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_alert_fewer, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_alert_fewer(inputs)
	return en_alert_fewer(inputs)
});