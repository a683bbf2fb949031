/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Office_CopiedInputs */

const en_office_copied = /** @type {(inputs: Office_CopiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copied the new secret. Paste it where the integration needs it.`)
};

const es_office_copied = /** @type {(inputs: Office_CopiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se copió el nuevo secreto. Péguelo donde lo necesite la integración.`)
};

/**
* | output |
* | --- |
* | "Copied the new secret. Paste it where the integration needs it." |
*
* @param {Office_CopiedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const office_copied = /** @type {((inputs?: Office_CopiedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Office_CopiedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_office_copied, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_office_copied(inputs)
	return en_office_copied(inputs)
});