/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_Not_Found_NeverInputs */

const en_dashboard_not_found_never = /** @type {(inputs: Dashboard_Not_Found_NeverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not found on the server. Shown as last synced: never.`)
};

const es_dashboard_not_found_never = /** @type {(inputs: Dashboard_Not_Found_NeverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El servidor ya no lo encuentra y nunca se sincronizó.`)
};

/**
* | output |
* | --- |
* | "Not found on the server. Shown as last synced: never." |
*
* @param {Dashboard_Not_Found_NeverInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const dashboard_not_found_never = /** @type {((inputs?: Dashboard_Not_Found_NeverInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Not_Found_NeverInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_dashboard_not_found_never, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dashboard_not_found_never(inputs)
	return en_dashboard_not_found_never(inputs)
});