/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reason: NonNullable<unknown> }} Banner_Update_FailedInputs */

const en_banner_update_failed = /** @type {(inputs: Banner_Update_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Could not restart to update: ${i?.reason}`)
};

const es_banner_update_failed = /** @type {(inputs: Banner_Update_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No se pudo reiniciar para actualizar: ${i?.reason}`)
};

/**
* | output |
* | --- |
* | "Could not restart to update: {reason}" |
*
* @param {Banner_Update_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const banner_update_failed = /** @type {((inputs: Banner_Update_FailedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Banner_Update_FailedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_banner_update_failed, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_banner_update_failed(inputs)
	return en_banner_update_failed(inputs)
});