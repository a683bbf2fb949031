/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Banner_Update_LaterInputs */

const en_banner_update_later = /** @type {(inputs: Banner_Update_LaterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Later`)
};

/**
* | output |
* | --- |
* | "Later" |
*
* @param {Banner_Update_LaterInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const banner_update_later = /** @type {((inputs?: Banner_Update_LaterInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Banner_Update_LaterInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("banner_update_later", en_banner_update_later));
