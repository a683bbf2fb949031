/* eslint-disable */
import * as registry from '../registry.js'
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, shifts: NonNullable<unknown> }} Event_Fold_ShortInputs */

const en_event_fold_short = /** @type {(inputs: Event_Fold_ShortInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	const shown = registry.number("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${i?.shifts}, ${shown} person short when they ended`);
	return /** @type {LocalizedString} */ (`${i?.shifts}, ${shown} people short when they ended`)
	
};

/**
* | n | output |
* | --- | --- |
* | "one" | "{shifts}, {shown} person short when they ended" |
* | * | "{shifts}, {shown} people short when they ended" |
*
* @param {Event_Fold_ShortInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const event_fold_short = /** @type {((inputs: Event_Fold_ShortInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Event_Fold_ShortInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("event_fold_short", en_event_fold_short));
