/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Alert_Soon_FewerInputs */

const en_alert_soon_fewer = /** @type {(inputs: Alert_Soon_FewerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show fewer`)
};

const es_alert_soon_fewer = /** @type {(inputs: Alert_Soon_FewerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ver menos`)
};

/**
* | output |
* | --- |
* | "Show fewer" |
*
* @param {Alert_Soon_FewerInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const alert_soon_fewer = /** @type {((inputs?: Alert_Soon_FewerInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Alert_Soon_FewerInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_alert_soon_fewer, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_alert_soon_fewer(inputs)
	return en_alert_soon_fewer(inputs)
});