/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Event_Fold_WhatInputs */

const en_event_fold_what = /** @type {(inputs: Event_Fold_WhatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ended shifts`)
};

/**
* | output |
* | --- |
* | "ended shifts" |
*
* @param {Event_Fold_WhatInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const event_fold_what = /** @type {((inputs?: Event_Fold_WhatInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Event_Fold_WhatInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("event_fold_what", en_event_fold_what));
