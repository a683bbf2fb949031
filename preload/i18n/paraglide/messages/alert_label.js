/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Alert_LabelInputs */

const en_alert_label = /** @type {(inputs: Alert_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alerts due now`)
};

const es_alert_label = /** @type {(inputs: Alert_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alertas de ahora`)
};

/**
* | output |
* | --- |
* | "Alerts due now" |
*
* @param {Alert_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const alert_label = /** @type {((inputs?: Alert_LabelInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Alert_LabelInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_alert_label, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_alert_label(inputs)
	return en_alert_label(inputs)
});