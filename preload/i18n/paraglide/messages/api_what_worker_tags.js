/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ id: NonNullable<unknown> }} Api_What_Worker_TagsInputs */

const en_api_what_worker_tags = /** @type {(inputs: Api_What_Worker_TagsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`the tags of worker ${i?.id}`)
};

/**
* | output |
* | --- |
* | "the tags of worker {id}" |
*
* @param {Api_What_Worker_TagsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_what_worker_tags = /** @type {((inputs: Api_What_Worker_TagsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_What_Worker_TagsInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("api_what_worker_tags", en_api_what_worker_tags));
