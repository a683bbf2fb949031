/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Office_DownloadedInputs */

const en_office_downloaded = /** @type {(inputs: Office_DownloadedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Downloaded`)
};

const es_office_downloaded = /** @type {(inputs: Office_DownloadedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Descargado`)
};

/**
* | output |
* | --- |
* | "Downloaded" |
*
* @param {Office_DownloadedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const office_downloaded = /** @type {((inputs?: Office_DownloadedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Office_DownloadedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_office_downloaded, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_office_downloaded(inputs)
	return en_office_downloaded(inputs)
});