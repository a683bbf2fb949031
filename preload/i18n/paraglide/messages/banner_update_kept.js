/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Banner_Update_KeptInputs */

const en_banner_update_kept = /** @type {(inputs: Banner_Update_KeptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Restarting installs it; your data and queued orders are kept.`)
};

const es_banner_update_kept = /** @type {(inputs: Banner_Update_KeptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Al reiniciar se instala; sus datos y pedidos en cola se conservan.`)
};

/**
* | output |
* | --- |
* | "Restarting installs it; your data and queued orders are kept." |
*
* @param {Banner_Update_KeptInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const banner_update_kept = /** @type {((inputs?: Banner_Update_KeptInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Banner_Update_KeptInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_banner_update_kept, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_banner_update_kept(inputs)
	return en_banner_update_kept(inputs)
});