/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ max: NonNullable<unknown> }} Follow_Id_Too_LongInputs */

const en_follow_id_too_long = /** @type {(inputs: Follow_Id_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`An id has at most ${i?.max} characters.`)
};

/**
* | output |
* | --- |
* | "An id has at most {max} characters." |
*
* @param {Follow_Id_Too_LongInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const follow_id_too_long = /** @type {((inputs: Follow_Id_Too_LongInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Follow_Id_Too_LongInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("follow_id_too_long", en_follow_id_too_long));
