/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Hr_Refresh_WhatInputs */

const en_hr_refresh_what = /** @type {(inputs: Hr_Refresh_WhatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`these contacts`)
};

const es_hr_refresh_what = /** @type {(inputs: Hr_Refresh_WhatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`estos contactos`)
};

/**
* | output |
* | --- |
* | "these contacts" |
*
* @param {Hr_Refresh_WhatInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const hr_refresh_what = /** @type {((inputs?: Hr_Refresh_WhatInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Hr_Refresh_WhatInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_hr_refresh_what, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_hr_refresh_what(inputs)
	return en_hr_refresh_what(inputs)
});