/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_LoadingInputs */

const en_dashboard_loading = /** @type {(inputs: Dashboard_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading stored data…`)
};

const es_dashboard_loading = /** @type {(inputs: Dashboard_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargando los datos guardados…`)
};

/**
* | output |
* | --- |
* | "Loading stored data…" |
*
* @param {Dashboard_LoadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const dashboard_loading = /** @type {((inputs?: Dashboard_LoadingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_LoadingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_dashboard_loading, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dashboard_loading(inputs)
	return en_dashboard_loading(inputs)
});