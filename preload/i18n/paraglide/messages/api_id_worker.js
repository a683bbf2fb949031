/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Id_WorkerInputs */

const en_api_id_worker = /** @type {(inputs: Api_Id_WorkerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The worker id`)
};

const es_api_id_worker = /** @type {(inputs: Api_Id_WorkerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El ID del trabajador`)
};

/**
* | output |
* | --- |
* | "The worker id" |
*
* @param {Api_Id_WorkerInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_id_worker = /** @type {((inputs?: Api_Id_WorkerInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Id_WorkerInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_api_id_worker, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_api_id_worker(inputs)
	return en_api_id_worker(inputs)
});