/* eslint-disable */
import * as registry from '../registry.js'
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Event_Fold_EndedInputs */

const en_event_fold_ended = /** @type {(inputs: Event_Fold_EndedInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	const shown = registry.number("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${shown} ended shift`);
	return /** @type {LocalizedString} */ (`${shown} ended shifts`)
	
};

/**
* | n | output |
* | --- | --- |
* | "one" | "{shown} ended shift" |
* | * | "{shown} ended shifts" |
*
* @param {Event_Fold_EndedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const event_fold_ended = /** @type {((inputs: Event_Fold_EndedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Event_Fold_EndedInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("event_fold_ended", en_event_fold_ended));
