/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Follow_Tabs_LabelInputs */

const en_follow_tabs_label = /** @type {(inputs: Follow_Tabs_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What to follow`)
};

/**
* | output |
* | --- |
* | "What to follow" |
*
* @param {Follow_Tabs_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const follow_tabs_label = /** @type {((inputs?: Follow_Tabs_LabelInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Follow_Tabs_LabelInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("follow_tabs_label", en_follow_tabs_label));
