/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ id: NonNullable<unknown> }} Follow_Worker_UnnamedInputs */

const en_follow_worker_unnamed = /** @type {(inputs: Follow_Worker_UnnamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Worker ${i?.id}`)
};

const es_follow_worker_unnamed = /** @type {(inputs: Follow_Worker_UnnamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Trabajador ${i?.id}`)
};

/**
* | output |
* | --- |
* | "Worker {id}" |
*
* @param {Follow_Worker_UnnamedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const follow_worker_unnamed = /** @type {((inputs: Follow_Worker_UnnamedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Follow_Worker_UnnamedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_follow_worker_unnamed, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_follow_worker_unnamed(inputs)
	return en_follow_worker_unnamed(inputs)
});