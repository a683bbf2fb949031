/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fill_No_DemandInputs */

const en_fill_no_demand = /** @type {(inputs: Fill_No_DemandInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No demand`)
};

const es_fill_no_demand = /** @type {(inputs: Fill_No_DemandInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sin demanda`)
};

/**
* | output |
* | --- |
* | "No demand" |
*
* @param {Fill_No_DemandInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const fill_no_demand = /** @type {((inputs?: Fill_No_DemandInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fill_No_DemandInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_fill_no_demand, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_fill_no_demand(inputs)
	return en_fill_no_demand(inputs)
});