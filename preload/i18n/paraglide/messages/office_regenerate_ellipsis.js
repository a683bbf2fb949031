/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Office_Regenerate_EllipsisInputs */

const en_office_regenerate_ellipsis = /** @type {(inputs: Office_Regenerate_EllipsisInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Regenerate secret…`)
};

const es_office_regenerate_ellipsis = /** @type {(inputs: Office_Regenerate_EllipsisInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Regenerar secreto…`)
};

/**
* | output |
* | --- |
* | "Regenerate secret…" |
*
* @param {Office_Regenerate_EllipsisInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const office_regenerate_ellipsis = /** @type {((inputs?: Office_Regenerate_EllipsisInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Office_Regenerate_EllipsisInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_office_regenerate_ellipsis, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_office_regenerate_ellipsis(inputs)
	return en_office_regenerate_ellipsis(inputs)
});