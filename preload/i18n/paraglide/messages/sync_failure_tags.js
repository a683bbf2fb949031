/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sync_Failure_TagsInputs */

const en_sync_failure_tags = /** @type {(inputs: Sync_Failure_TagsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tags`)
};

/**
* | output |
* | --- |
* | "Tags" |
*
* @param {Sync_Failure_TagsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const sync_failure_tags = /** @type {((inputs?: Sync_Failure_TagsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sync_Failure_TagsInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("sync_failure_tags", en_sync_failure_tags));
