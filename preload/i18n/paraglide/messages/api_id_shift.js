/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Id_ShiftInputs */

const en_api_id_shift = /** @type {(inputs: Api_Id_ShiftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The shift id`)
};

/**
* | output |
* | --- |
* | "The shift id" |
*
* @param {Api_Id_ShiftInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_id_shift = /** @type {((inputs?: Api_Id_ShiftInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Id_ShiftInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("api_id_shift", en_api_id_shift));
