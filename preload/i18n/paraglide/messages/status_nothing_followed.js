/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Status_Nothing_FollowedInputs */

const en_status_nothing_followed = /** @type {(inputs: Status_Nothing_FollowedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing followed yet`)
};

const es_status_nothing_followed = /** @type {(inputs: Status_Nothing_FollowedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aún no sigue nada`)
};

/**
* | output |
* | --- |
* | "Nothing followed yet" |
*
* @param {Status_Nothing_FollowedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const status_nothing_followed = /** @type {((inputs?: Status_Nothing_FollowedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Nothing_FollowedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_status_nothing_followed, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_status_nothing_followed(inputs)
	return en_status_nothing_followed(inputs)
});