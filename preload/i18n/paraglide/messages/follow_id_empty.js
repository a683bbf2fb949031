/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Follow_Id_EmptyInputs */

const en_follow_id_empty = /** @type {(inputs: Follow_Id_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Type an id first.`)
};

/**
* | output |
* | --- |
* | "Type an id first." |
*
* @param {Follow_Id_EmptyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const follow_id_empty = /** @type {((inputs?: Follow_Id_EmptyInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Follow_Id_EmptyInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("follow_id_empty", en_follow_id_empty));
