/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Common_Status_UnnamedInputs */

const en_common_status_unnamed = /** @type {(inputs: Common_Status_UnnamedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Status not named by the service`)
};

const es_common_status_unnamed = /** @type {(inputs: Common_Status_UnnamedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Estado sin nombre en el servicio`)
};

/**
* | output |
* | --- |
* | "Status not named by the service" |
*
* @param {Common_Status_UnnamedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_status_unnamed = /** @type {((inputs?: Common_Status_UnnamedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Status_UnnamedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_common_status_unnamed, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_common_status_unnamed(inputs)
	return en_common_status_unnamed(inputs)
});