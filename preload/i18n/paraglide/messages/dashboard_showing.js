/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Dashboard_ShowingInputs */

const en_dashboard_showing = /** @type {(inputs: Dashboard_ShowingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`showing ${i?.count}`)
};

const es_dashboard_showing = /** @type {(inputs: Dashboard_ShowingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`se muestran ${i?.count}`)
};

/**
* | output |
* | --- |
* | "showing {count}" |
*
* @param {Dashboard_ShowingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const dashboard_showing = /** @type {((inputs: Dashboard_ShowingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_ShowingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_dashboard_showing, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dashboard_showing(inputs)
	return en_dashboard_showing(inputs)
});