/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Csv_AttemptsInputs */

const en_csv_attempts = /** @type {(inputs: Csv_AttemptsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Attempts`)
};

const es_csv_attempts = /** @type {(inputs: Csv_AttemptsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Intentos`)
};

/**
* | output |
* | --- |
* | "Attempts" |
*
* @param {Csv_AttemptsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const csv_attempts = /** @type {((inputs?: Csv_AttemptsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Csv_AttemptsInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_csv_attempts, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_csv_attempts(inputs)
	return en_csv_attempts(inputs)
});