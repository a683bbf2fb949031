/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Office_Open_BrowserInputs */

const en_office_open_browser = /** @type {(inputs: Office_Open_BrowserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open in the browser`)
};

const es_office_open_browser = /** @type {(inputs: Office_Open_BrowserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abrir en el navegador`)
};

/**
* | output |
* | --- |
* | "Open in the browser" |
*
* @param {Office_Open_BrowserInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const office_open_browser = /** @type {((inputs?: Office_Open_BrowserInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Office_Open_BrowserInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_office_open_browser, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_office_open_browser(inputs)
	return en_office_open_browser(inputs)
});