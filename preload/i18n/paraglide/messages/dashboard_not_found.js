/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_Not_FoundInputs */

const en_dashboard_not_found = /** @type {(inputs: Dashboard_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not found on the server. Shown as last synced.`)
};

const es_dashboard_not_found = /** @type {(inputs: Dashboard_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El servidor ya no lo encuentra. Se muestra como en la última sincronización.`)
};

/**
* | output |
* | --- |
* | "Not found on the server. Shown as last synced." |
*
* @param {Dashboard_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const dashboard_not_found = /** @type {((inputs?: Dashboard_Not_FoundInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Not_FoundInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_dashboard_not_found, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dashboard_not_found(inputs)
	return en_dashboard_not_found(inputs)
});