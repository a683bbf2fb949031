/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ time: NonNullable<unknown> }} Dashboard_Running_UntilInputs */

const en_dashboard_running_until = /** @type {(inputs: Dashboard_Running_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Running until ${i?.time}`)
};

const es_dashboard_running_until = /** @type {(inputs: Dashboard_Running_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`En curso hasta ${i?.time}`)
};

/**
* | output |
* | --- |
* | "Running until {time}" |
*
* @param {Dashboard_Running_UntilInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const dashboard_running_until = /** @type {((inputs: Dashboard_Running_UntilInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Running_UntilInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_dashboard_running_until, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dashboard_running_until(inputs)
	return en_dashboard_running_until(inputs)
});