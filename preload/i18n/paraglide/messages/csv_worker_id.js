/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Csv_Worker_IdInputs */

const en_csv_worker_id = /** @type {(inputs: Csv_Worker_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Worker ID`)
};

const es_csv_worker_id = /** @type {(inputs: Csv_Worker_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ID del trabajador`)
};

/**
* | output |
* | --- |
* | "Worker ID" |
*
* @param {Csv_Worker_IdInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const csv_worker_id = /** @type {((inputs?: Csv_Worker_IdInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Csv_Worker_IdInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_csv_worker_id, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_csv_worker_id(inputs)
	return en_csv_worker_id(inputs)
});