/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Compliance_Read_FailedInputs */

const en_compliance_read_failed = /** @type {(inputs: Compliance_Read_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The stored requirement could not be read`)
};

const es_compliance_read_failed = /** @type {(inputs: Compliance_Read_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo leer el requisito guardado`)
};

/**
* | output |
* | --- |
* | "The stored requirement could not be read" |
*
* @param {Compliance_Read_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const compliance_read_failed = /** @type {((inputs?: Compliance_Read_FailedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Compliance_Read_FailedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_compliance_read_failed, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_compliance_read_failed(inputs)
	return en_compliance_read_failed(inputs)
});