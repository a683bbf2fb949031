/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ version: NonNullable<unknown> }} Banner_Update_ReadyInputs */

const en_banner_update_ready = /** @type {(inputs: Banner_Update_ReadyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Update ${i?.version} is ready.`)
};

const es_banner_update_ready = /** @type {(inputs: Banner_Update_ReadyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La actualización ${i?.version} está lista.`)
};

/**
* | output |
* | --- |
* | "Update {version} is ready." |
*
* @param {Banner_Update_ReadyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const banner_update_ready = /** @type {((inputs: Banner_Update_ReadyInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Banner_Update_ReadyInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_banner_update_ready, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_banner_update_ready(inputs)
	return en_banner_update_ready(inputs)
});