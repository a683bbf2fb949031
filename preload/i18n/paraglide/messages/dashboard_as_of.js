/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ time: NonNullable<unknown> }} Dashboard_As_OfInputs */

const en_dashboard_as_of = /** @type {(inputs: Dashboard_As_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`as of ${i?.time}`)
};

const es_dashboard_as_of = /** @type {(inputs: Dashboard_As_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`datos de ${i?.time}`)
};

/**
* | output |
* | --- |
* | "as of {time}" |
*
* @param {Dashboard_As_OfInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const dashboard_as_of = /** @type {((inputs: Dashboard_As_OfInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_As_OfInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_dashboard_as_of, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dashboard_as_of(inputs)
	return en_dashboard_as_of(inputs)
});