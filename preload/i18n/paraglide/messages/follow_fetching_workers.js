/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Follow_Fetching_WorkersInputs */

const en_follow_fetching_workers = /** @type {(inputs: Follow_Fetching_WorkersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fetching the worker list…`)
};

const es_follow_fetching_workers = /** @type {(inputs: Follow_Fetching_WorkersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Obteniendo la lista de trabajadores…`)
};

/**
* | output |
* | --- |
* | "Fetching the worker list…" |
*
* @param {Follow_Fetching_WorkersInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const follow_fetching_workers = /** @type {((inputs?: Follow_Fetching_WorkersInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Follow_Fetching_WorkersInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_follow_fetching_workers, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_follow_fetching_workers(inputs)
	return en_follow_fetching_workers(inputs)
});