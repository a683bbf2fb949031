/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Office_Shown_Once_BodyInputs */

const en_office_shown_once_body = /** @type {(inputs: Office_Shown_Once_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copy it now and paste it wherever the integration is set up: the old secret has stopped working. It is not saved on this computer and disappears when you hide it or leave this screen.`)
};

/**
* | output |
* | --- |
* | "Copy it now and paste it wherever the integration is set up: the old secret has stopped working. It is not saved on this computer and disappears when you hid..." |
*
* @param {Office_Shown_Once_BodyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const office_shown_once_body = /** @type {((inputs?: Office_Shown_Once_BodyInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Office_Shown_Once_BodyInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("office_shown_once_body", en_office_shown_once_body));
