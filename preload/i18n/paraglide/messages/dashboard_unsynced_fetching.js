/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_Unsynced_FetchingInputs */

const en_dashboard_unsynced_fetching = /** @type {(inputs: Dashboard_Unsynced_FetchingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fetching the shifts of your events…`)
};

const es_dashboard_unsynced_fetching = /** @type {(inputs: Dashboard_Unsynced_FetchingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Descargando los turnos de sus eventos…`)
};

/**
* | output |
* | --- |
* | "Fetching the shifts of your events…" |
*
* @param {Dashboard_Unsynced_FetchingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const dashboard_unsynced_fetching = /** @type {((inputs?: Dashboard_Unsynced_FetchingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Unsynced_FetchingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_dashboard_unsynced_fetching, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dashboard_unsynced_fetching(inputs)
	return en_dashboard_unsynced_fetching(inputs)
});