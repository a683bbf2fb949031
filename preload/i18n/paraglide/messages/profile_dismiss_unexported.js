/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Dismiss_UnexportedInputs */

const en_profile_dismiss_unexported = /** @type {(inputs: Profile_Dismiss_UnexportedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dismiss without exporting`)
};

const es_profile_dismiss_unexported = /** @type {(inputs: Profile_Dismiss_UnexportedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cerrar sin exportar`)
};

/**
* | output |
* | --- |
* | "Dismiss without exporting" |
*
* @param {Profile_Dismiss_UnexportedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const profile_dismiss_unexported = /** @type {((inputs?: Profile_Dismiss_UnexportedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Dismiss_UnexportedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_profile_dismiss_unexported, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_profile_dismiss_unexported(inputs)
	return en_profile_dismiss_unexported(inputs)
});