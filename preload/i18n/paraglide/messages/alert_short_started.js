/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ duration: NonNullable<unknown> }} Alert_Short_StartedInputs */

const en_alert_short_started = /** @type {(inputs: Alert_Short_StartedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Short shift started ${i?.duration} ago`)
};

const es_alert_short_started = /** @type {(inputs: Alert_Short_StartedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Turno con falta de gente: empezó hace ${i?.duration}`)
};

/**
* | output |
* | --- |
* | "Short shift started {duration} ago" |
*
* @param {Alert_Short_StartedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const alert_short_started = /** @type {((inputs: Alert_Short_StartedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Alert_Short_StartedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_alert_short_started, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_alert_short_started(inputs)
	return en_alert_short_started(inputs)
});