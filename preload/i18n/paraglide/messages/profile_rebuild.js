/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_RebuildInputs */

const en_profile_rebuild = /** @type {(inputs: Profile_RebuildInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The next sync fills it again from the server.`)
};

const es_profile_rebuild = /** @type {(inputs: Profile_RebuildInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La próxima sincronización los vuelve a traer del servidor.`)
};

/**
* | output |
* | --- |
* | "The next sync fills it again from the server." |
*
* @param {Profile_RebuildInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const profile_rebuild = /** @type {((inputs?: Profile_RebuildInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_RebuildInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_profile_rebuild, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_profile_rebuild(inputs)
	return en_profile_rebuild(inputs)
});