/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Common_Code_UnnamedInputs */

const en_common_code_unnamed = /** @type {(inputs: Common_Code_UnnamedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Code not named by the service`)
};

const es_common_code_unnamed = /** @type {(inputs: Common_Code_UnnamedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Código sin nombre en el servicio`)
};

/**
* | output |
* | --- |
* | "Code not named by the service" |
*
* @param {Common_Code_UnnamedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_code_unnamed = /** @type {((inputs?: Common_Code_UnnamedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Code_UnnamedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_common_code_unnamed, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_common_code_unnamed(inputs)
	return en_common_code_unnamed(inputs)
});