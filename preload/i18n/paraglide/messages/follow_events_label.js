/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Follow_Events_LabelInputs */

const en_follow_events_label = /** @type {(inputs: Follow_Events_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Events you can follow`)
};

/**
* | output |
* | --- |
* | "Events you can follow" |
*
* @param {Follow_Events_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const follow_events_label = /** @type {((inputs?: Follow_Events_LabelInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Follow_Events_LabelInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("follow_events_label", en_follow_events_label));
