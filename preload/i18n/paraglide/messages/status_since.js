/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ time: NonNullable<unknown> }} Status_SinceInputs */

const en_status_since = /** @type {(inputs: Status_SinceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`since ${i?.time}`)
};

const es_status_since = /** @type {(inputs: Status_SinceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`desde ${i?.time}`)
};

/**
* | output |
* | --- |
* | "since {time}" |
*
* @param {Status_SinceInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const status_since = /** @type {((inputs: Status_SinceInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_SinceInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_status_since, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_status_since(inputs)
	return en_status_since(inputs)
});