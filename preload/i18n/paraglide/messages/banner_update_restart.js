/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Banner_Update_RestartInputs */

const en_banner_update_restart = /** @type {(inputs: Banner_Update_RestartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Restart to update`)
};

/**
* | output |
* | --- |
* | "Restart to update" |
*
* @param {Banner_Update_RestartInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const banner_update_restart = /** @type {((inputs?: Banner_Update_RestartInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Banner_Update_RestartInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("banner_update_restart", en_banner_update_restart));
