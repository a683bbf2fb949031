/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Hr_Refresh_WhatInputs */

const en_hr_refresh_what = /** @type {(inputs: Hr_Refresh_WhatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`these contacts`)
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
export const hr_refresh_what = /** @type {((inputs?: Hr_Refresh_WhatInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Hr_Refresh_WhatInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("hr_refresh_what", en_hr_refresh_what));
