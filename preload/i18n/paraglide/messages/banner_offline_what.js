/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Banner_Offline_WhatInputs */

const en_banner_offline_what = /** @type {(inputs: Banner_Offline_WhatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Showing this computer's copy; orders go out when back online.`)
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
export const banner_offline_what = /** @type {((inputs?: Banner_Offline_WhatInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Banner_Offline_WhatInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("banner_offline_what", en_banner_offline_what));
