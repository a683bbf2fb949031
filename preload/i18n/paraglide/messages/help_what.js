/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Help_WhatInputs */

const en_help_what = /** @type {(inputs: Help_WhatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What they do`)
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
export const help_what = /** @type {((inputs?: Help_WhatInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Help_WhatInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("help_what", en_help_what));
