/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Event_Fold_HideInputs */

const en_event_fold_hide = /** @type {(inputs: Event_Fold_HideInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hide`)
};

/**
* | output |
* | --- |
* | "Hide" |
*
* @param {Event_Fold_HideInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const event_fold_hide = /** @type {((inputs?: Event_Fold_HideInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Event_Fold_HideInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("event_fold_hide", en_event_fold_hide));
