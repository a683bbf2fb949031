/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Follow_No_Worker_ListInputs */

const en_follow_no_worker_list = /** @type {(inputs: Follow_No_Worker_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No worker list stored yet`)
};

const es_follow_no_worker_list = /** @type {(inputs: Follow_No_Worker_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aún no hay ninguna lista de trabajadores guardada`)
};

/**
* | output |
* | --- |
* | "No worker list stored yet" |
*
* @param {Follow_No_Worker_ListInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const follow_no_worker_list = /** @type {((inputs?: Follow_No_Worker_ListInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Follow_No_Worker_ListInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_follow_no_worker_list, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_follow_no_worker_list(inputs)
	return en_follow_no_worker_list(inputs)
});