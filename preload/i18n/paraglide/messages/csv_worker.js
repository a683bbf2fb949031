/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Csv_WorkerInputs */

const en_csv_worker = /** @type {(inputs: Csv_WorkerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Worker`)
};

const es_csv_worker = /** @type {(inputs: Csv_WorkerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trabajador`)
};

/**
* | output |
* | --- |
* | "Worker" |
*
* @param {Csv_WorkerInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const csv_worker = /** @type {((inputs?: Csv_WorkerInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Csv_WorkerInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_csv_worker, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_csv_worker(inputs)
	return en_csv_worker(inputs)
});