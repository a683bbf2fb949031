/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Alert_More_LabelInputs */

const en_alert_more_label = /** @type {(inputs: Alert_More_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`More alerts`)
};

const es_alert_more_label = /** @type {(inputs: Alert_More_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Más alertas`)
};

/**
* | output |
* | --- |
* | "More alerts" |
*
* @param {Alert_More_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const alert_more_label = /** @type {((inputs?: Alert_More_LabelInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Alert_More_LabelInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_alert_more_label, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_alert_more_label(inputs)
	return en_alert_more_label(inputs)
});