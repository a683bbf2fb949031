/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Follow_Workers_LabelInputs */

const en_follow_workers_label = /** @type {(inputs: Follow_Workers_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Workers you can add`)
};

const es_follow_workers_label = /** @type {(inputs: Follow_Workers_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trabajadores que puede agregar`)
};

/**
* | output |
* | --- |
* | "Workers you can add" |
*
* @param {Follow_Workers_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const follow_workers_label = /** @type {((inputs?: Follow_Workers_LabelInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Follow_Workers_LabelInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_follow_workers_label, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_follow_workers_label(inputs)
	return en_follow_workers_label(inputs)
});