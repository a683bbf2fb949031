/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ id: NonNullable<unknown> }} Follow_Worker_UnnamedInputs */

const en_follow_worker_unnamed = /** @type {(inputs: Follow_Worker_UnnamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Worker ${i?.id}`)
};

/**
* | output |
* | --- |
* | "Worker {id}" |
*
* @param {Follow_Worker_UnnamedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const follow_worker_unnamed = /** @type {((inputs: Follow_Worker_UnnamedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Follow_Worker_UnnamedInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("follow_worker_unnamed", en_follow_worker_unnamed));
