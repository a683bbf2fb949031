/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Status_CheckingInputs */

const en_status_checking = /** @type {(inputs: Status_CheckingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Checking connection`)
};

const es_status_checking = /** @type {(inputs: Status_CheckingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comprobando la conexión`)
};

/**
* | output |
* | --- |
* | "Checking connection" |
*
* @param {Status_CheckingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const status_checking = /** @type {((inputs?: Status_CheckingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_CheckingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_status_checking, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_status_checking(inputs)
	return en_status_checking(inputs)
});