/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Follow_From_ClientInputs */

const en_follow_from_client = /** @type {(inputs: Follow_From_ClientInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A client's preferred and normal workers`)
};

const es_follow_from_client = /** @type {(inputs: Follow_From_ClientInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los trabajadores preferidos y normales de un cliente`)
};

/**
* | output |
* | --- |
* | "A client's preferred and normal workers" |
*
* @param {Follow_From_ClientInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const follow_from_client = /** @type {((inputs?: Follow_From_ClientInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Follow_From_ClientInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_follow_from_client, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_follow_from_client(inputs)
	return en_follow_from_client(inputs)
});