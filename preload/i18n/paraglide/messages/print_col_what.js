/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Print_Col_WhatInputs */

const en_print_col_what = /** @type {(inputs: Print_Col_WhatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What`)
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
export const print_col_what = /** @type {((inputs?: Print_Col_WhatInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Print_Col_WhatInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("print_col_what", en_print_col_what));
