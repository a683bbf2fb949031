/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Deleted_TitleInputs */

const en_profile_deleted_title = /** @type {(inputs: Profile_Deleted_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The data on this computer was deleted while the app was open.`)
};

const es_profile_deleted_title = /** @type {(inputs: Profile_Deleted_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los datos de esta computadora se borraron mientras la aplicación estaba abierta.`)
};

/**
* | output |
* | --- |
* | "The data on this computer was deleted while the app was open." |
*
* @param {Profile_Deleted_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const profile_deleted_title = /** @type {((inputs?: Profile_Deleted_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Deleted_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_profile_deleted_title, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_profile_deleted_title(inputs)
	return en_profile_deleted_title(inputs)
});