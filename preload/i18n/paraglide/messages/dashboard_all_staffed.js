/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_All_StaffedInputs */

const en_dashboard_all_staffed = /** @type {(inputs: Dashboard_All_StaffedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every followed event in this period is fully staffed.`)
};

const es_dashboard_all_staffed = /** @type {(inputs: Dashboard_All_StaffedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todos los eventos que sigue están completos en este periodo.`)
};

/**
* | output |
* | --- |
* | "Every followed event in this period is fully staffed." |
*
* @param {Dashboard_All_StaffedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const dashboard_all_staffed = /** @type {((inputs?: Dashboard_All_StaffedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_All_StaffedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_dashboard_all_staffed, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dashboard_all_staffed(inputs)
	return en_dashboard_all_staffed(inputs)
});