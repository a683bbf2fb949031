/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Office_Integration_OfflineInputs */

const en_office_integration_offline = /** @type {(inputs: Office_Integration_OfflineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Here you would see an integration's details (name, category, what it does, how to set it up) and could regenerate its secret.`)
};

const es_office_integration_offline = /** @type {(inputs: Office_Integration_OfflineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aquí vería los detalles de una integración (nombre, categoría, qué hace, cómo configurarla) y podría regenerar su secreto.`)
};

/**
* | output |
* | --- |
* | "Here you would see an integration's details (name, category, what it does, how to set it up) and could regenerate its secret." |
*
* @param {Office_Integration_OfflineInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const office_integration_offline = /** @type {((inputs?: Office_Integration_OfflineInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Office_Integration_OfflineInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_office_integration_offline, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_office_integration_offline(inputs)
	return en_office_integration_offline(inputs)
});