/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Banner_Update_SendingInputs */

const en_banner_update_sending = /** @type {(inputs: Banner_Update_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sending an order…`)
};

/**
* | output |
* | --- |
* | "Sending an order…" |
*
* @param {Banner_Update_SendingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const banner_update_sending = /** @type {((inputs?: Banner_Update_SendingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Banner_Update_SendingInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("banner_update_sending", en_banner_update_sending));
