/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Compliance_Open_TitleInputs */

const en_compliance_open_title = /** @type {(inputs: Compliance_Open_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open a requirement`)
};

const es_compliance_open_title = /** @type {(inputs: Compliance_Open_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abrir un requisito`)
};

/**
* | output |
* | --- |
* | "Open a requirement" |
*
* @param {Compliance_Open_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const compliance_open_title = /** @type {((inputs?: Compliance_Open_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Compliance_Open_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_compliance_open_title, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_compliance_open_title(inputs)
	return en_compliance_open_title(inputs)
});