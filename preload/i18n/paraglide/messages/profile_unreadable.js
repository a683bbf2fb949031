/* eslint-disable */
import * as registry from '../registry.js'
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Profile_UnreadableInputs */

const en_profile_unreadable = /** @type {(inputs: Profile_UnreadableInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${i?.count} more row could not be read.`);
	return /** @type {LocalizedString} */ (`${i?.count} more rows could not be read.`)
	
};

/**
* | n | output |
* | --- | --- |
* | "one" | "{count} more row could not be read." |
* | * | "{count} more rows could not be read." |
*
* @param {Profile_UnreadableInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const profile_unreadable = /** @type {((inputs: Profile_UnreadableInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_UnreadableInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("profile_unreadable", en_profile_unreadable));
