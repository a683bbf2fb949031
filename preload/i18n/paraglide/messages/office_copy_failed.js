/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Office_Copy_FailedInputs */

const en_office_copy_failed = /** @type {(inputs: Office_Copy_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not copy the secret; select it and copy it by hand.`)
};

const es_office_copy_failed = /** @type {(inputs: Office_Copy_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo copiar el secreto; selecciónelo y cópielo a mano.`)
};

/**
* | output |
* | --- |
* | "Could not copy the secret; select it and copy it by hand." |
*
* @param {Office_Copy_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const office_copy_failed = /** @type {((inputs?: Office_Copy_FailedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Office_Copy_FailedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_office_copy_failed, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_office_copy_failed(inputs)
	return en_office_copy_failed(inputs)
});