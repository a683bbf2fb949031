/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Follow_Worker_By_IdInputs */

const en_follow_worker_by_id = /** @type {(inputs: Follow_Worker_By_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add a worker by id`)
};

const es_follow_worker_by_id = /** @type {(inputs: Follow_Worker_By_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Agregar un trabajador por ID`)
};

/**
* | output |
* | --- |
* | "Add a worker by id" |
*
* @param {Follow_Worker_By_IdInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const follow_worker_by_id = /** @type {((inputs?: Follow_Worker_By_IdInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Follow_Worker_By_IdInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_follow_worker_by_id, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_follow_worker_by_id(inputs)
	return en_follow_worker_by_id(inputs)
});