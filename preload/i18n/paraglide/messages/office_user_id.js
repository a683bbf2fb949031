/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ id: NonNullable<unknown> }} Office_User_IdInputs */

const en_office_user_id = /** @type {(inputs: Office_User_IdInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`· user id ${i?.id}`)
};

/**
* | output |
* | --- |
* | "· user id {id}" |
*
* @param {Office_User_IdInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const office_user_id = /** @type {((inputs: Office_User_IdInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Office_User_IdInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("office_user_id", en_office_user_id));
