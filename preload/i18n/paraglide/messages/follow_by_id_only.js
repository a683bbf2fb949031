/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Follow_By_Id_OnlyInputs */

const en_follow_by_id_only = /** @type {(inputs: Follow_By_Id_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Added by id; details come with the next sync`)
};

/**
* | output |
* | --- |
* | "Added by id; details come with the next sync" |
*
* @param {Follow_By_Id_OnlyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const follow_by_id_only = /** @type {((inputs?: Follow_By_Id_OnlyInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Follow_By_Id_OnlyInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("follow_by_id_only", en_follow_by_id_only));
