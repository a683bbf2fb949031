/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ time: NonNullable<unknown> }} Alert_Soon_Short_SinceInputs */

const en_alert_soon_short_since = /** @type {(inputs: Alert_Soon_Short_SinceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Short since ${i?.time}`)
};

const es_alert_soon_short_since = /** @type {(inputs: Alert_Soon_Short_SinceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Con faltas desde ${i?.time}`)
};

/**
* | output |
* | --- |
* | "Short since {time}" |
*
* @param {Alert_Soon_Short_SinceInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const alert_soon_short_since = /** @type {((inputs: Alert_Soon_Short_SinceInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Alert_Soon_Short_SinceInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_alert_soon_short_since, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_alert_soon_short_since(inputs)
	return en_alert_soon_short_since(inputs)
});