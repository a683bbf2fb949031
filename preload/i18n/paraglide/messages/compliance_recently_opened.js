/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Compliance_Recently_OpenedInputs */

const en_compliance_recently_opened = /** @type {(inputs: Compliance_Recently_OpenedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recently opened`)
};

const es_compliance_recently_opened = /** @type {(inputs: Compliance_Recently_OpenedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abiertos recientemente`)
};

/**
* | output |
* | --- |
* | "Recently opened" |
*
* @param {Compliance_Recently_OpenedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const compliance_recently_opened = /** @type {((inputs?: Compliance_Recently_OpenedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Compliance_Recently_OpenedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_compliance_recently_opened, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_compliance_recently_opened(inputs)
	return en_compliance_recently_opened(inputs)
});