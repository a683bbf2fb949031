/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Follow_Workers_LabelInputs */

const en_follow_workers_label = /** @type {(inputs: Follow_Workers_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Workers you can add`)
};

/**
* | output |
* | --- |
* | "Workers you can add" |
*
* @param {Follow_Workers_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const follow_workers_label = /** @type {((inputs?: Follow_Workers_LabelInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Follow_Workers_LabelInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("follow_workers_label", en_follow_workers_label));
