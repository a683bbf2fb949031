/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sync_Failure_Tell_SupportInputs */

const en_sync_failure_tell_support = /** @type {(inputs: Sync_Failure_Tell_SupportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The old data is kept. If it keeps failing, tell support the code below.`)
};

/**
* | output |
* | --- |
* | "The old data is kept. If it keeps failing, tell support the code below." |
*
* @param {Sync_Failure_Tell_SupportInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const sync_failure_tell_support = /** @type {((inputs?: Sync_Failure_Tell_SupportInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sync_Failure_Tell_SupportInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("sync_failure_tell_support", en_sync_failure_tell_support));
