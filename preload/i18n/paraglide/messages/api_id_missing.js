/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ id: NonNullable<unknown> }} Api_Id_MissingInputs */

const en_api_id_missing = /** @type {(inputs: Api_Id_MissingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.id} is missing or too long.`)
};

/**
* | output |
* | --- |
* | "{id} is missing or too long." |
*
* @param {Api_Id_MissingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_id_missing = /** @type {((inputs: Api_Id_MissingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Id_MissingInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("api_id_missing", en_api_id_missing));
