/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Alert_Short_Starting_NowInputs */

const en_alert_short_starting_now = /** @type {(inputs: Alert_Short_Starting_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Short shift starting now`)
};

const es_alert_short_starting_now = /** @type {(inputs: Alert_Short_Starting_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Turno con falta de gente: empieza ahora`)
};

/**
* | output |
* | --- |
* | "Short shift starting now" |
*
* @param {Alert_Short_Starting_NowInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const alert_short_starting_now = /** @type {((inputs?: Alert_Short_Starting_NowInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Alert_Short_Starting_NowInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_alert_short_starting_now, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_alert_short_starting_now(inputs)
	return en_alert_short_starting_now(inputs)
});