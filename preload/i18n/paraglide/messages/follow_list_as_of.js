/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ when: NonNullable<unknown> }} Follow_List_As_OfInputs */

const en_follow_list_as_of = /** @type {(inputs: Follow_List_As_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Event list as of ${i?.when}; it is refreshed at every sync.`)
};

/**
* | output |
* | --- |
* | "Event list as of {when}; it is refreshed at every sync." |
*
* @param {Follow_List_As_OfInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const follow_list_as_of = /** @type {((inputs: Follow_List_As_OfInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Follow_List_As_OfInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("follow_list_as_of", en_follow_list_as_of));
