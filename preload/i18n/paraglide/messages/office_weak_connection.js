/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Office_Weak_ConnectionInputs */

const en_office_weak_connection = /** @type {(inputs: Office_Weak_ConnectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The connection may be weak. Try again when it is better.`)
};

const es_office_weak_connection = /** @type {(inputs: Office_Weak_ConnectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Puede que la conexión sea débil. Inténtelo de nuevo cuando mejore.`)
};

/**
* | output |
* | --- |
* | "The connection may be weak. Try again when it is better." |
*
* @param {Office_Weak_ConnectionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const office_weak_connection = /** @type {((inputs?: Office_Weak_ConnectionInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Office_Weak_ConnectionInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_office_weak_connection, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_office_weak_connection(inputs)
	return en_office_weak_connection(inputs)
});