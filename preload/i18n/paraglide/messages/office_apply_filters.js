/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Office_Apply_FiltersInputs */

const en_office_apply_filters = /** @type {(inputs: Office_Apply_FiltersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Apply filters`)
};

const es_office_apply_filters = /** @type {(inputs: Office_Apply_FiltersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aplicar filtros`)
};

/**
* | output |
* | --- |
* | "Apply filters" |
*
* @param {Office_Apply_FiltersInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const office_apply_filters = /** @type {((inputs?: Office_Apply_FiltersInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Office_Apply_FiltersInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_office_apply_filters, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_office_apply_filters(inputs)
	return en_office_apply_filters(inputs)
});