/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ filled: NonNullable<unknown>, needed: NonNullable<unknown> }} Alert_Added_WithInputs */

const en_alert_added_with = /** @type {(inputs: Alert_Added_WithInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`added with ${i?.filled} of ${i?.needed} filled`)
};

const es_alert_added_with = /** @type {(inputs: Alert_Added_WithInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`añadido con ${i?.filled} de ${i?.needed} cubiertas`)
};

/**
* | output |
* | --- |
* | "added with {filled} of {needed} filled" |
*
* @param {Alert_Added_WithInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const alert_added_with = /** @type {((inputs: Alert_Added_WithInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Alert_Added_WithInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_alert_added_with, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_alert_added_with(inputs)
	return en_alert_added_with(inputs)
});