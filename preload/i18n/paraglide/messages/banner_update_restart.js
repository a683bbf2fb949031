/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Banner_Update_RestartInputs */

const en_banner_update_restart = /** @type {(inputs: Banner_Update_RestartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Restart to update`)
};

const es_banner_update_restart = /** @type {(inputs: Banner_Update_RestartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reiniciar para actualizar`)
};

/**
* | output |
* | --- |
* | "Restart to update" |
*
* @param {Banner_Update_RestartInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const banner_update_restart = /** @type {((inputs?: Banner_Update_RestartInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Banner_Update_RestartInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_banner_update_restart, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_banner_update_restart(inputs)
	return en_banner_update_restart(inputs)
});