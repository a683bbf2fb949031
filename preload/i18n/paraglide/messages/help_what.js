/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Help_WhatInputs */

const en_help_what = /** @type {(inputs: Help_WhatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What they do`)
};

const es_help_what = /** @type {(inputs: Help_WhatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Qué hacen`)
};

/**
* | output |
* | --- |
* | "What they do" |
*
* @param {Help_WhatInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const help_what = /** @type {((inputs?: Help_WhatInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Help_WhatInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_help_what, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_help_what(inputs)
	return en_help_what(inputs)
});