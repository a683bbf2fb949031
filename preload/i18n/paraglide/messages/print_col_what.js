/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Print_Col_WhatInputs */

const en_print_col_what = /** @type {(inputs: Print_Col_WhatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What`)
};

const es_print_col_what = /** @type {(inputs: Print_Col_WhatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Qué`)
};

/**
* | output |
* | --- |
* | "What" |
*
* @param {Print_Col_WhatInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const print_col_what = /** @type {((inputs?: Print_Col_WhatInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Print_Col_WhatInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_print_col_what, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_print_col_what(inputs)
	return en_print_col_what(inputs)
});