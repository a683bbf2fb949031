/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_ExportInputs */

const en_profile_export = /** @type {(inputs: Profile_ExportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Export orders (CSV)…`)
};

const es_profile_export = /** @type {(inputs: Profile_ExportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Exportar pedidos (CSV)…`)
};

/**
* | output |
* | --- |
* | "Export orders (CSV)…" |
*
* @param {Profile_ExportInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const profile_export = /** @type {((inputs?: Profile_ExportInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_ExportInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_profile_export, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_profile_export(inputs)
	return en_profile_export(inputs)
});