/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Id_EventInputs */

const en_api_id_event = /** @type {(inputs: Api_Id_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The event id`)
};

/**
* | output |
* | --- |
* | "The event id" |
*
* @param {Api_Id_EventInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_id_event = /** @type {((inputs?: Api_Id_EventInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Id_EventInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("api_id_event", en_api_id_event));
