/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Office_DeletedInputs */

const en_office_deleted = /** @type {(inputs: Office_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deleted`)
};

const es_office_deleted = /** @type {(inputs: Office_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Borrado`)
};

/**
* | output |
* | --- |
* | "Deleted" |
*
* @param {Office_DeletedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const office_deleted = /** @type {((inputs?: Office_DeletedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Office_DeletedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_office_deleted, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_office_deleted(inputs)
	return en_office_deleted(inputs)
});