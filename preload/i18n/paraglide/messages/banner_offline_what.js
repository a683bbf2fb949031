/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Banner_Offline_WhatInputs */

const en_banner_offline_what = /** @type {(inputs: Banner_Offline_WhatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Showing this computer's copy; orders go out when back online.`)
};

const es_banner_offline_what = /** @type {(inputs: Banner_Offline_WhatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copia de esta computadora; los pedidos salen al reconectar.`)
};

/**
* | output |
* | --- |
* | "Showing this computer's copy; orders go out when back online." |
*
* @param {Banner_Offline_WhatInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const banner_offline_what = /** @type {((inputs?: Banner_Offline_WhatInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Banner_Offline_WhatInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_banner_offline_what, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_banner_offline_what(inputs)
	return en_banner_offline_what(inputs)
});