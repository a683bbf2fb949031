/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Event_Fold_ShowInputs */

const en_event_fold_show = /** @type {(inputs: Event_Fold_ShowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show`)
};

/**
* | output |
* | --- |
* | "Show" |
*
* @param {Event_Fold_ShowInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const event_fold_show = /** @type {((inputs?: Event_Fold_ShowInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Event_Fold_ShowInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("event_fold_show", en_event_fold_show));
