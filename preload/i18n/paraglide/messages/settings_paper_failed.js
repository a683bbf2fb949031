/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reason: NonNullable<unknown> }} Settings_Paper_FailedInputs */

const en_settings_paper_failed = /** @type {(inputs: Settings_Paper_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Could not change the paper: ${i?.reason}`)
};

const es_settings_paper_failed = /** @type {(inputs: Settings_Paper_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No se pudo cambiar el papel: ${i?.reason}`)
};

/**
* | output |
* | --- |
* | "Could not change the paper: {reason}" |
*
* @param {Settings_Paper_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_paper_failed = /** @type {((inputs: Settings_Paper_FailedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Paper_FailedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_settings_paper_failed, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_settings_paper_failed(inputs)
	return en_settings_paper_failed(inputs)
});