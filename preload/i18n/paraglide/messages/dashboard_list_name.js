/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_List_NameInputs */

const en_dashboard_list_name = /** @type {(inputs: Dashboard_List_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Followed events`)
};

const es_dashboard_list_name = /** @type {(inputs: Dashboard_List_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eventos que sigue`)
};

/**
* | output |
* | --- |
* | "Followed events" |
*
* @param {Dashboard_List_NameInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const dashboard_list_name = /** @type {((inputs?: Dashboard_List_NameInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_List_NameInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_dashboard_list_name, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dashboard_list_name(inputs)
	return en_dashboard_list_name(inputs)
});