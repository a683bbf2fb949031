/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Banner_Update_LaterInputs */

const en_banner_update_later = /** @type {(inputs: Banner_Update_LaterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Later`)
};

const es_banner_update_later = /** @type {(inputs: Banner_Update_LaterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Más tarde`)
};

/**
* | output |
* | --- |
* | "Later" |
*
* @param {Banner_Update_LaterInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const banner_update_later = /** @type {((inputs?: Banner_Update_LaterInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Banner_Update_LaterInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_banner_update_later, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_banner_update_later(inputs)
	return en_banner_update_later(inputs)
});