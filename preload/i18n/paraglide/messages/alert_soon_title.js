/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Alert_Soon_TitleInputs */

const en_alert_soon_title = /** @type {(inputs: Alert_Soon_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Short now and starting soon`)
};

const es_alert_soon_title = /** @type {(inputs: Alert_Soon_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Con faltas ahora o pronto`)
};

/**
* | output |
* | --- |
* | "Short now and starting soon" |
*
* @param {Alert_Soon_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const alert_soon_title = /** @type {((inputs?: Alert_Soon_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Alert_Soon_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_alert_soon_title, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_alert_soon_title(inputs)
	return en_alert_soon_title(inputs)
});