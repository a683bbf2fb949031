/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Follow_Pick_FromInputs */

const en_follow_pick_from = /** @type {(inputs: Follow_Pick_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pick workers from`)
};

/**
* | output |
* | --- |
* | "Pick workers from" |
*
* @param {Follow_Pick_FromInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const follow_pick_from = /** @type {((inputs?: Follow_Pick_FromInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Follow_Pick_FromInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("follow_pick_from", en_follow_pick_from));
