/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Office_UploadedInputs */

const en_office_uploaded = /** @type {(inputs: Office_UploadedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uploaded`)
};

const es_office_uploaded = /** @type {(inputs: Office_UploadedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subido`)
};

/**
* | output |
* | --- |
* | "Uploaded" |
*
* @param {Office_UploadedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const office_uploaded = /** @type {((inputs?: Office_UploadedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Office_UploadedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_office_uploaded, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_office_uploaded(inputs)
	return en_office_uploaded(inputs)
});